import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { DEMO_REQUIREMENT_ID, seedDemo } from '../../db/seed';
import { DEMO_VERIFICATIONS } from '../../db/seed-work-verifications';
import { canonicalJson, sha256Hex } from './signed-record';
import { readRowBlob } from '../../lib/storage/sealed-blob';
import { createObjectStorage } from '../../lib/storage';
import { workVerificationPdfBinding } from '../documents/signed-pdfs';
import { loadServerSecrets } from '../secrets/secrets.service';

describe('the work-verification demo clinician', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
  });
  afterAll(() => t.close());

  it('has one signed, one pending and one position without a verifier', async () => {
    const session = await signIn(t.app, DEMO_VERIFICATIONS);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/work_verification_requests?app_req_id=${DEMO_REQUIREMENT_ID}`,
      headers: session.headers(),
    });
    expect(response.statusCode).toBe(200);
    const items = response.json().data.items as { institution: string; request: { status: string } | null }[];
    expect(items.map((item) => [item.institution, item.request?.status ?? null])).toEqual(
      expect.arrayContaining([
        ['Lakeview Medical Center', 'signed'],
        ['St. Clare Hospital', 'pending'],
        ['Madison General Hospital', null],
      ]),
    );
    const signed = await t.database.db
      .selectFrom('work_verifications')
      .select(['record_hash', 'signature', 'document'])
      .where('status', '=', 'signed')
      .executeTakeFirstOrThrow();
    expect(signed.record_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256Hex(new Uint8Array(signed.document!))).toBe(
      (signed.signature as { document_sha256: string }).document_sha256,
    );
    expect(canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}');
  });

  it('the seeded PDF, written before the app holds the data key, moves to the storage at start and still reads', async () => {
    // The start-up pass (server.ts: resealSensitiveValues) moves it; a second pass finds nothing to move.
    expect((await t.app.resealSensitiveValues()).signed_pdfs_moved).toBeGreaterThanOrEqual(1);
    expect((await t.app.resealSensitiveValues()).signed_pdfs_moved).toBe(0);
    const row = await t.database.db
      .selectFrom('work_verifications')
      .select(['id', 'document', 'document_storage_key', 'document_seal', 'signature'])
      .where('status', '=', 'signed')
      .executeTakeFirstOrThrow();
    expect(row.document).toBeNull();
    const bytes = await readRowBlob(
      {
        storage: createObjectStorage(t.config),
        dataKeys: (await loadServerSecrets({ db: t.database.db, config: t.config })).dataKeys,
      },
      row,
      workVerificationPdfBinding(row.id),
    );
    expect(sha256Hex(new Uint8Array(bytes!))).toBe(
      (row.signature as { document_sha256: string }).document_sha256,
    );
  });
});
