import { makeMalpracticePolicySchema, type MalpracticeData } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { DEMO, seedDemo } from '../../db/seed';
import { seedDemoMalpractice } from '../../db/seed-malpractice';

describe('the demo clinician’s malpractice policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    await t.app.seedDemoDocuments();
    expect(await seedDemoMalpractice(t.database.db)).toBe(true);
  });
  afterAll(() => t.close());

  it('is one valid Coastal Mutual policy with the demo face sheet, shown as in use, seeded once', async () => {
    const session = await signIn(t.app, { email: DEMO.clinicianEmail, password: DEMO.clinicianPassword });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/malpractice',
      headers: session.headers(),
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as MalpracticeData;
    expect(data.policies).toHaveLength(1);
    const [policy] = data.policies;
    expect(policy).toMatchObject({
      name: 'Coastal Mutual',
      policy_number: 'CM-2291-0457',
      document: { name: 'CoastalMutualFaceSheet.pdf' },
    });
    expect(makeMalpracticePolicySchema().safeParse(policy).success).toBe(true);
    const documents = await t.app.inject({ method: 'GET', url: '/api/document', headers: session.headers() });
    const sheet = (documents.json().data as { name: string; used_in: { label: string }[] }[]).find(
      (document) => document.name === 'CoastalMutualFaceSheet.pdf',
    );
    expect(sheet?.used_in.map((use) => use.label)).toEqual(['Coastal Mutual CM-2291-0457']);
    expect(await seedDemoMalpractice(t.database.db)).toBe(false);
  });
});
