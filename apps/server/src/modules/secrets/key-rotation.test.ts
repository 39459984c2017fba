import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { multipart } from '../resume-parser/resume-test-files';
import { pdfBytes, uploadParts } from '../documents/documents-test-support';
import { holderKeyFor, rotateIssuerKey } from '../issuer/issuer.service';
import { ISSUER_KEY_OWNER, openPrivateJwk } from '../issuer/keys';
import { dataKeyRing } from './secrets.service';

// Data-key rotation (decision 025) covers everything sealed with the data key, not only profile values: the
// issuer's and the clinicians' private signing keys and the wrapped keys of stored files. After the re-seal
// job, the old key can be retired and nothing becomes unreadable.

describe('rotating the data-encryption key', () => {
  let t: TestApp;
  const keyA = randomBytes(32);
  const keyB = randomBytes(32);
  const hex = (key: Buffer) => key.toString('hex');
  const appWith = (env: Record<string, string>) =>
    buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: t.config.DATA_DIR,
        WEB_DIST: t.config.WEB_DIST,
        ...env,
      }),
      db: t.database.db,
    });
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('moves signing keys and file keys to the new key, so the old one can be retired', async () => {
    const issuerDeps = (keys: Buffer[]) => ({
      db: t.database.db,
      clock: () => new Date(),
      config: { PUBLIC_ORIGIN: 'https://credence.test' },
      secrets: { dataKeys: dataKeyRing(keys) },
    });
    const underA = await appWith({ DATA_ENCRYPTION_KEY: hex(keyA) });
    const user = await createUser(t.database.db);
    const session = await signIn(underA, user);
    const secret = pdfBytes('ROTATION-MARKER-2026');
    const { payload, contentType } = multipart(uploadParts({ name: 'policy.pdf', bytes: secret }));
    const uploaded = await underA.inject({
      method: 'POST',
      url: '/api/document',
      headers: { ...session.headers(), 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const documentId = (uploaded.json() as { data: { id: string }[] }).data[0]!.id;
    // A signed consent PDF, sealed under key A (decision 052).
    const group = await t.database.db
      .insertInto('subscriber_groups')
      .values({ slug: 'rotation-clinic', name: 'Rotation Clinic' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const form = await t.database.db
      .insertInto('consent_forms')
      .values({ subscriber_group_id: group.id, name: 'Release', document_key: 'rotation/release-v1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('subscriptions')
      .values({ user_id: user.id, subscriber_group_id: group.id, status: 'active' })
      .execute();
    const signed = await underA.inject({
      method: 'POST',
      url: '/api/consent_form',
      headers: session.headers(),
      payload: { document_keys: ['rotation/release-v1'], full_name: 'Rotation Tester', confirm: true },
    });
    expect(signed.statusCode).toBe(200);
    const { kid: issuerKid } = await rotateIssuerKey(issuerDeps([keyA]));
    const holder = await holderKeyFor(issuerDeps([keyA]), user.id);
    await underA.close();

    const underBA = await appWith({
      DATA_ENCRYPTION_KEY: hex(keyB),
      DATA_ENCRYPTION_KEY_PREVIOUS: hex(keyA),
    });
    const first = await underBA.resealSensitiveValues();
    expect(first.signing_keys).toBeGreaterThanOrEqual(2);
    // The uploaded document's key and the consent PDF's key.
    expect(first.file_keys).toBeGreaterThanOrEqual(2);
    // Idempotent: nothing is left under key A.
    expect(await underBA.resealSensitiveValues()).toEqual({
      values: 0,
      history: 0,
      signing_keys: 0,
      file_keys: 0,
      signed_pdfs_moved: 0,
    });
    await underBA.close();

    // Key B alone: the keys open and the file downloads with its bytes.
    const onlyB = dataKeyRing([keyB]);
    const issuerRow = await t.database.db
      .selectFrom('issuer_keys')
      .selectAll()
      .where('kid', '=', issuerKid)
      .executeTakeFirstOrThrow();
    expect(openPrivateJwk(onlyB, ISSUER_KEY_OWNER, issuerRow).d).toEqual(expect.any(String));
    const holderRow = await t.database.db
      .selectFrom('holder_keys')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(holderRow.kid).toBe(holder.kid);
    expect(openPrivateJwk(onlyB, user.id, holderRow).d).toEqual(expect.any(String));
    // Without the re-seal, key B alone could not open them (the check above is not vacuous).
    expect(() => openPrivateJwk(dataKeyRing([randomBytes(32)]), user.id, holderRow)).toThrow();

    const underB = await appWith({ DATA_ENCRYPTION_KEY: hex(keyB) });
    const sessionB = await signIn(underB, user);
    const link = await underB.inject({
      method: 'GET',
      url: `/api/document/${documentId}`,
      headers: sessionB.headers(),
    });
    expect(link.statusCode).toBe(200);
    const file = await underB.inject({
      method: 'GET',
      url: (link.json() as { data: { url: string } }).data.url,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(secret)).toBe(true);
    const consentPdf = await underB.inject({
      method: 'GET',
      url: `/api/consent_form/${form.id}/document`,
      headers: sessionB.headers(),
    });
    expect(consentPdf.statusCode).toBe(200);
    expect(consentPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await underB.close();
  });
});
