import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#server-test/helpers/test-app';
import {
  REFERENCE_REQUIRED,
  auditRows,
  createFixedDateApp,
  requirementFor,
  signedInClinician,
  storedAffiliations,
  validAffiliation,
  withoutReference,
} from './affiliations-test-support';

describe('changing the affiliations (PUT, DELETE /api/affiliations, PUT /api/affiliations/answer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createFixedDateApp();
  });
  afterAll(() => t.close());
  const clinician = () => signedInClinician(t);

  it('replaces an affiliation in place with PUT, and answers 404 for an id nobody has', async () => {
    const { user, call } = await clinician();
    const first = validAffiliation();
    const second = validAffiliation({ start_date: '2012-01-01', end_date: '2016-06-30', isCurrent: false });
    await call('POST', '/api/affiliations', { affiliation: first });
    await call('POST', '/api/affiliations', { affiliation: second });
    const changed = await call('PUT', '/api/affiliations', {
      affiliation: { ...first, department: 'Cardiology', reference_phone_number: '217.555.0199' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      id: first.id,
      department: 'Cardiology',
      reference_phone_number: '+12175550199',
    });
    const stored = await storedAffiliations(t.database.db, user.id);
    expect(stored.list?.map((affiliation) => affiliation.id)).toEqual([first.id, second.id]);
    expect(stored.list?.[0]).toEqual(changed.json().data);

    const invalid = await call('PUT', '/api/affiliations', { affiliation: { ...first, address_zip: 'abc' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details.map((detail: { path: string }) => detail.path)).toEqual([
      'address_zip',
    ]);
    const missing = await call('PUT', '/api/affiliations', { affiliation: validAffiliation() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('request.not-found');
    expect(await auditRows(t.database.db, user.id, 'affiliations.update')).toEqual([
      expect.objectContaining({ details: { affiliation_id: first.id } }),
    ]);
  });

  it('removes an affiliation with DELETE, keeping the answer, then answers 404 for it', async () => {
    const { user, call } = await clinician();
    const drop = validAffiliation();
    await call('POST', '/api/affiliations', { affiliation: drop });
    const removed = await call('DELETE', `/api/affiliations?id=${drop.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ id: drop.id });
    expect(await storedAffiliations(t.database.db, user.id)).toEqual({ list: [], answer: 'yes' });
    // 'yes' with nothing listed is not complete.
    expect((await call('GET', '/api/affiliations')).json().data).toMatchObject({
      affiliations: [],
      answer: 'yes',
      complete: false,
    });
    expect((await call('DELETE', `/api/affiliations?id=${drop.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/affiliations?id=nope')).statusCode).toBe(400);
    expect(await auditRows(t.database.db, user.id, 'affiliations.delete')).toEqual([
      expect.objectContaining({ details: { affiliation_id: drop.id } }),
    ]);
  });

  it("answers 'no' only with nothing listed, and 'no' completes the step", async () => {
    const { user, call } = await clinician();
    const answer = (value: unknown) => call('PUT', '/api/affiliations/answer', { answer: value });
    const no = await answer('no');
    expect(no.statusCode).toBe(200);
    expect(no.json().data).toEqual({ answer: 'no' });
    expect((await call('GET', '/api/affiliations')).json().data).toMatchObject({
      answer: 'no',
      complete: true,
    });
    expect(await auditRows(t.database.db, user.id, 'affiliations.answer')).toEqual([
      expect.objectContaining({ outcome: 'success', details: {} }),
    ]);
    const bad = await answer('maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([{ path: 'answer', message: 'validation.choose-option' }]);

    const affiliation = validAffiliation();
    await call('POST', '/api/affiliations', { affiliation });
    expect((await storedAffiliations(t.database.db, user.id)).answer).toBe('yes');
    const refused = await answer('no');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([{ path: 'answer', message: 'affiliation.remove-first' }]);
    expect((await storedAffiliations(t.database.db, user.id)).answer).toBe('yes');
    await call('DELETE', `/api/affiliations?id=${affiliation.id}`);
    expect((await answer('no')).statusCode).toBe(200);
    expect(await storedAffiliations(t.database.db, user.id)).toEqual({ list: [], answer: 'no' });
  });

  it("never reaches another clinician's affiliations", async () => {
    const owner = await clinician();
    const intruder = await clinician();
    const affiliation = validAffiliation();
    await owner.call('POST', '/api/affiliations', { affiliation });
    expect((await intruder.call('GET', '/api/affiliations')).json().data).toMatchObject({
      affiliations: [],
      answer: null,
    });
    expect((await intruder.call('PUT', '/api/affiliations', { affiliation })).statusCode).toBe(404);
    expect((await intruder.call('DELETE', `/api/affiliations?id=${affiliation.id}`)).statusCode).toBe(404);
    expect((await intruder.call('PUT', '/api/affiliations/answer', { answer: 'no' })).statusCode).toBe(200);
    expect(await storedAffiliations(t.database.db, owner.user.id)).toMatchObject({ answer: 'yes' });
    expect((await storedAffiliations(t.database.db, owner.user.id)).list).toHaveLength(1);
    const ownerReq = await requirementFor(t.database.db, { subscribe: owner.user.id });
    const probe = await intruder.call('GET', `/api/affiliations?app_req_id=${ownerReq.appReqId}`);
    expect(probe.statusCode).toBe(404);
  });

  it('answers 401 without a session and 403 without the XSRF header', async () => {
    const { session } = await clinician();
    const affiliation = validAffiliation();
    for (const [method, url, payload] of [
      ['GET', '/api/affiliations', undefined],
      ['POST', '/api/affiliations', { affiliation }],
      ['PUT', '/api/affiliations', { affiliation }],
      ['DELETE', `/api/affiliations?id=${affiliation.id}`, undefined],
      ['PUT', '/api/affiliations/answer', { answer: 'no' }],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const { 'x-xsrf-token': _xsrf, ...noXsrf } = session.headers();
    for (const [method, url, payload] of [
      ['POST', '/api/affiliations', { affiliation }],
      ['PUT', '/api/affiliations/answer', { answer: 'no' }],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers: noXsrf, payload });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("is complete with 'yes' only when every affiliation meets the requirement", async () => {
    const { user, call } = await clinician();
    const strict = await requirementFor(t.database.db, { config: REFERENCE_REQUIRED, subscribe: user.id });
    const read = async () =>
      (await call('GET', `/api/affiliations?app_req_id=${strict.appReqId}`)).json().data;
    const good = validAffiliation();
    await call('POST', '/api/affiliations', { app_req_id: strict.appReqId, affiliation: good });
    expect(await read()).toMatchObject({ answer: 'yes', incomplete_ids: [], complete: true });
    const bare = withoutReference();
    await call('POST', '/api/affiliations', { affiliation: bare });
    expect(await read()).toMatchObject({ incomplete_ids: [bare.id], complete: false });
    await call('PUT', '/api/affiliations', {
      app_req_id: strict.appReqId,
      affiliation: { ...bare, ...good, id: bare.id },
    });
    expect(await read()).toMatchObject({ incomplete_ids: [], complete: true });
  });
});
