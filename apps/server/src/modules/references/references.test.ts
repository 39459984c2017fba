import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#server-test/helpers/test-app';
import {
  LOCUM_TENENS,
  auditRows,
  createFixedDateApp,
  requirementFor,
  setProviderType,
  signedInClinician,
  storedReferences,
  validReference,
} from './references-test-support';

const DEFAULT_CONFIG = { required_count: 3, locum_tenens: false, look_back_years: 5 };
const detailsOf = (response: { json(): { error: { details: unknown } } }) => response.json().error.details;

describe('the peer references (GET, POST /api/reference)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createFixedDateApp();
  });
  afterAll(() => t.close());
  const clinician = () => signedInClinician(t);

  it('answers none, the default config and no provider type, and audits the read', async () => {
    const { user, call } = await clinician();
    const response = await call('GET', '/api/reference');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      references: [],
      incomplete_ids: [],
      complete: false,
      config: DEFAULT_CONFIG,
      provider_type: null,
    });
    expect(await auditRows(t.database.db, user.id, 'references.read')).toEqual([
      expect.objectContaining({ outcome: 'success', target_id: user.id, details: { references: 0 } }),
    ]);
  });

  it('stores references normalized, oldest first, complete at three, with audit rows of ids and counts only', async () => {
    const { user, call } = await clinician();
    await setProviderType(t.database.db, user.id, 'NP');
    const [first, second, third] = [validReference(), validReference(), validReference({ phone: '' })];
    const posted = await call('POST', '/api/reference', { references: [first, second] });
    expect(posted.statusCode).toBe(200);
    const list = posted.json().data.references;
    expect(list.map((reference: { id: string }) => reference.id)).toEqual([first.id, second.id]);
    expect(list[0]).toMatchObject({
      id: first.id,
      first_name: 'Dana',
      phone: '+12175550100',
      updated_at: '2026-06-15T12:00:00.000Z',
    });
    const partial = (await call('GET', '/api/reference')).json().data;
    expect(partial).toMatchObject({
      references: list,
      incomplete_ids: [],
      complete: false,
      provider_type: 'NP',
    });

    const again = await call('POST', '/api/reference', { references: [third] });
    expect(again.json().data.references.map((r: { id: string }) => r.id)).toEqual([
      first.id,
      second.id,
      third.id,
    ]);
    expect((await call('GET', '/api/reference')).json().data.complete).toBe(true);
    expect(await auditRows(t.database.db, user.id, 'references.write')).toEqual([
      expect.objectContaining({
        details: { reference_ids: `${first.id},${second.id}`, added: 2, references: 2 },
      }),
      expect.objectContaining({ details: { reference_ids: third.id, added: 1, references: 3 } }),
    ]);
    const everything = JSON.stringify(
      await t.database.db.selectFrom('audit_log').select('details').where('user_id', '=', user.id).execute(),
    );
    for (const personal of ['Dana', 'Okafor', '555', 'chair@mercy.test', 'Mercy', 'Chair']) {
      expect(everything).not.toContain(personal);
    }
  });

  it('answers 400 with every problem at references.{i}.{field}, and stores nothing', async () => {
    const { user, call } = await clinician();
    const post = (references: object[], appReqId?: string) =>
      call('POST', '/api/reference', { references, ...(appReqId ? { app_req_id: appReqId } : {}) });
    const noContact = await post([validReference(), validReference({ phone: '', email: ' ' })]);
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().error.code).toBe('request.invalid');
    expect(detailsOf(noContact)).toEqual([
      { path: 'references.1.phone', message: 'validation.email-or-phone' },
      { path: 'references.1.email', message: 'validation.email-or-phone' },
    ]);
    const old = await post([validReference({ last_worked_together: '05/2021' })]);
    expect(detailsOf(old)).toEqual([
      { path: 'references.0.last_worked_together', message: 'locum-reference.look-back' },
    ]);
    // Seven years back under a requirement that looks back ten.
    const longer = await requirementFor(t.database.db, {
      config: { look_back_years: 10 },
      subscribe: user.id,
    });
    const withinTen = validReference({ last_worked_together: '05/2019' });
    const missing = await post([{ id: randomUUID(), first_name: 'Dana' }]);
    expect(detailsOf(missing)).toEqual(
      expect.arrayContaining([
        { path: 'references.0.last_name', message: 'validation.required' },
        { path: 'references.0.credential', message: 'validation.required' },
      ]),
    );
    const noUuid = await post([validReference({ id: 'ref-1' })]);
    expect(noUuid.statusCode).toBe(400);
    expect(detailsOf(noUuid)).toEqual([{ path: 'references.0.id', message: 'request.invalid' }]);
    const twice = validReference();
    expect(detailsOf(await post([twice, twice]))).toEqual([
      { path: 'references.1.id', message: 'request.invalid' },
    ]);
    expect((await post([])).statusCode).toBe(400);
    expect(await storedReferences(t.database.db, user.id)).toEqual([]);
    const accepted = await post([withinTen], longer.appReqId);
    expect(accepted.statusCode).toBe(200);
    // Under the default five years that reference fails the look-back.
    expect((await call('GET', '/api/reference')).json().data.incomplete_ids).toEqual([withinTen.id]);
  });

  it('applies the locum-tenens rules of the requirement: discipline and eligibility', async () => {
    const { user, call } = await clinician();
    await setProviderType(t.database.db, user.id, 'MD');
    const locum = await requirementFor(t.database.db, { config: LOCUM_TENENS, subscribe: user.id });
    const pa = validReference({ credential: 'PA', attests_eligible: false });
    const refused = await call('POST', '/api/reference', { app_req_id: locum.appReqId, references: [pa] });
    expect(refused.statusCode).toBe(400);
    expect(detailsOf(refused)).toEqual([
      { path: 'references.0.credential', message: 'reference.discipline' },
      { path: 'references.0.attests_eligible', message: 'reference.eligible-required' },
    ]);
    // Without the requirement the rules do not apply; under it that reference still fails them.
    expect((await call('POST', '/api/reference', { references: [pa] })).statusCode).toBe(200);
    const underLocum = (await call('GET', `/api/reference?app_req_id=${locum.appReqId}`)).json().data;
    expect(underLocum).toMatchObject({
      incomplete_ids: [pa.id],
      complete: false,
      config: { required_count: 3, locum_tenens: true, look_back_years: 5 },
      provider_type: 'MD',
    });
    const notMine = await requirementFor(t.database.db, { config: LOCUM_TENENS });
    const other = await call('POST', '/api/reference', {
      app_req_id: notMine.appReqId,
      references: [validReference()],
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('request.not-found');
    expect((await call('GET', `/api/reference?app_req_id=${notMine.appReqId}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/reference?app_req_id=nope')).statusCode).toBe(400);
  });

  it('refuses more than five references in all, writing none of them', async () => {
    const { user, call } = await clinician();
    const six = Array.from({ length: 6 }, () => validReference());
    expect((await call('POST', '/api/reference', { references: six })).statusCode).toBe(400);
    const three = six.slice(0, 3);
    expect((await call('POST', '/api/reference', { references: three })).statusCode).toBe(200);
    const tooMany = await call('POST', '/api/reference', { references: six.slice(2) });
    expect(tooMany.statusCode).toBe(400);
    expect(detailsOf(tooMany)).toEqual([{ path: 'references', message: 'reference.too-many' }]);
    expect((await storedReferences(t.database.db, user.id)).map((row) => row.id)).toEqual(
      three.map((reference) => reference.id),
    );
    // Replacing stored ones and adding up to five in all is fine.
    const fill = await call('POST', '/api/reference', { references: six.slice(1, 5) });
    expect(fill.statusCode).toBe(200);
    expect(fill.json().data.references).toHaveLength(5);
  });

  it('counts the references requirement by required_count (0 asks for none)', async () => {
    const { user, call } = await clinician();
    const none = await requirementFor(t.database.db, {
      config: { references: { required_count: 0 } },
      subscribe: user.id,
    });
    const one = await requirementFor(t.database.db, {
      config: { references: { required_count: 1 } },
      subscribe: user.id,
    });
    const completeUnder = async (appReqId: string) =>
      (await call('GET', `/api/reference?app_req_id=${appReqId}`)).json().data.complete;
    expect(await completeUnder(none.appReqId)).toBe(true);
    expect(await completeUnder(one.appReqId)).toBe(false);
    await call('POST', '/api/reference', { references: [validReference()] });
    expect(await completeUnder(one.appReqId)).toBe(true);
  });
});
