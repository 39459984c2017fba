import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { readValues } from '../self-attested/self-attested.repository';

// The education list, "I have none" and the ECFMG number are saved through POST /api/self_attested
// (decision 049), checked with the shared rules of schemas/education.ts and fields/ecfmg.ts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function clinician() {
  const user = await createUser(t.database.db);
  const session = await signIn(t.app, user);
  const save = (data: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/self_attested',
      headers: session.headers(),
      payload: { data },
    });
  const saved = async (key: string) =>
    (await readValues(t.database.db, user.id, [key])).find((row) => row.key === key)?.value;
  return { save, saved };
}

const entry = (name: string, highest: boolean) => ({
  institution: { name, code: '', city: 'Boston', state: 'MA', country: 'US' },
  degree_level: 'MD',
  foreign_education: false,
  graduation_month: '5',
  graduation_year: '2004',
  highest_practicing_degree: highest,
  nursing_program: null,
});
const detailsOf = (response: { json: () => { error: { details: { path: string; message: string }[] } } }) =>
  response.json().error.details;

describe('saving the education list', () => {
  it('keeps a list with exactly one highest practicing degree', async () => {
    const { save, saved } = await clinician();
    const list = [entry('Boston University', true), entry('Tufts University', false)];
    const response = await save({ 'education|list': list, 'education|attested_none': false });
    expect(response.statusCode).toBe(200);
    expect(await saved('education|list')).toEqual(list);
  });

  it('refuses none and two highest practicing degrees, at the list and at each ticked box, and writes nothing', async () => {
    const { save, saved } = await clinician();
    const none = await save({ 'education|list': [entry('Boston University', false)] });
    expect(detailsOf(none)).toEqual([
      { path: 'data.education|list', message: 'education.highest-degree-required' },
    ]);
    const two = await save({
      'education|list': [entry('Boston University', true), entry('Tufts University', true)],
      'education|attested_none': false,
    });
    expect(detailsOf(two)).toEqual([
      {
        path: 'data.education|list.0.highest_practicing_degree',
        message: 'education.highest-degree-only-one',
      },
      {
        path: 'data.education|list.1.highest_practicing_degree',
        message: 'education.highest-degree-only-one',
      },
    ]);
    expect(await saved('education|list')).toBeUndefined();
    expect(await saved('education|attested_none')).toBeUndefined();
  });

  it("takes 'I have none' with an empty list", async () => {
    const { save, saved } = await clinician();
    expect((await save({ 'education|list': [], 'education|attested_none': true })).statusCode).toBe(200);
    expect(await saved('education|attested_none')).toBe(true);
  });

  it("refuses an empty list without 'I have none' (001 §5: add one or indicate none), and writes nothing", async () => {
    const { save, saved } = await clinician();
    for (const data of [
      { 'education|list': [] },
      { 'education|list': [], 'education|attested_none': false },
    ]) {
      const response = await save(data);
      expect(response.statusCode).toBe(400);
      expect(detailsOf(response)).toEqual([
        { path: 'data.education|list', message: 'education.add-or-none' },
      ]);
    }
    expect(await saved('education|list')).toBeUndefined();
    // Saved earlier, 'none' still answers for an empty list sent alone.
    expect((await save({ 'education|attested_none': true })).statusCode).toBe(200);
    expect((await save({ 'education|list': [] })).statusCode).toBe(200);
  });

  it('refuses a school name with a NUL byte with 400, never 500', async () => {
    const { save } = await clinician();
    const response = await save({ 'education|list': [entry('Boston\u0000 University', true)] });
    expect(response.statusCode).toBe(400);
  });

  it('takes an ECFMG number of 7 or 8 digits, refuses 6 and 9, and lets it be cleared', async () => {
    const { save, saved } = await clinician();
    for (const refused of ['123456', '123456789']) {
      const response = await save({ 'basic_info|ecfmg_number': refused });
      expect(detailsOf(response)).toEqual([
        { path: 'data.basic_info|ecfmg_number', message: 'validation.ecfmg-invalid' },
      ]);
    }
    for (const kept of ['1234567', '12345678', '']) {
      expect((await save({ 'basic_info|ecfmg_number': kept })).statusCode).toBe(200);
      expect(await saved('basic_info|ecfmg_number')).toBe(kept);
    }
  });
});
