import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#server-test/helpers/test-app';
import {
  auditRows,
  createFixedDateApp,
  requirementFor,
  signedInClinician,
  storedHistory,
  validGap,
  validJob,
} from './work-history-test-support';

describe('changing the work-history list (PUT, DELETE /api/work_history)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createFixedDateApp();
  });
  afterAll(() => t.close());
  const clinician = () => signedInClinician(t);

  it('replaces an entry in place with PUT, and answers 404 for an id nobody has', async () => {
    const { user, call } = await clinician();
    const first = validJob();
    const second = validGap();
    await call('POST', '/api/work_history', { entry: first });
    await call('POST', '/api/work_history', { entry: second });
    const changed = await call('PUT', '/api/work_history', {
      entry: { ...first, role: 'Medical Director', phone: '217.555.0199' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      id: first.id,
      role: 'Medical Director',
      phone: '+12175550199',
    });
    const stored = await storedHistory(t.database.db, user.id);
    expect(stored?.map((entry) => entry.id)).toEqual([first.id, second.id]);
    expect(stored?.[0]).toEqual(changed.json().data);

    const invalid = await call('PUT', '/api/work_history', {
      entry: { ...first, address_state: 'Illinois' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details).toEqual([{ path: 'address_state', message: 'validation.state' }]);
    const missing = await call('PUT', '/api/work_history', { entry: validJob() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('request.not-found');
    expect(await auditRows(t.database.db, user.id, 'work_history.update')).toEqual([
      expect.objectContaining({ details: { entry_id: first.id, entry_type: 'job' } }),
    ]);
    const rows = await t.database.db
      .selectFrom('self_attested_history')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(3);
  });

  it('removes an entry with DELETE, then answers 404 for it', async () => {
    const { user, call } = await clinician();
    const keep = validJob();
    const drop = validGap();
    await call('POST', '/api/work_history', { entry: keep });
    await call('POST', '/api/work_history', { entry: drop });
    const removed = await call('DELETE', `/api/work_history?id=${drop.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ id: drop.id });
    expect((await storedHistory(t.database.db, user.id))?.map((entry) => entry.id)).toEqual([keep.id]);
    expect((await call('DELETE', `/api/work_history?id=${drop.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/work_history?id=nope')).statusCode).toBe(400);
    expect(await auditRows(t.database.db, user.id, 'work_history.delete')).toEqual([
      expect.objectContaining({ details: { entry_id: drop.id, entry_type: 'gap' } }),
    ]);
  });

  it("never reaches another clinician's entries", async () => {
    const owner = await clinician();
    const intruder = await clinician();
    const entry = validJob();
    await owner.call('POST', '/api/work_history', { entry });
    expect((await intruder.call('GET', '/api/work_history')).json().data.history).toEqual([]);
    expect((await intruder.call('PUT', '/api/work_history', { entry })).statusCode).toBe(404);
    expect((await intruder.call('DELETE', `/api/work_history?id=${entry.id}`)).statusCode).toBe(404);
    // The same id is free in the intruder's own list: it is theirs, not a copy of the owner's.
    expect((await intruder.call('POST', '/api/work_history', { entry })).statusCode).toBe(201);
    expect((await storedHistory(t.database.db, owner.user.id))?.map((e) => e.id)).toEqual([entry.id]);
    const ownerReq = await requirementFor(t.database.db, { subscribe: owner.user.id });
    expect((await intruder.call('GET', `/api/work_history?app_req_id=${ownerReq.appReqId}`)).statusCode).toBe(
      404,
    );
  });

  it('answers 401 without a session and 403 without the XSRF header', async () => {
    const { session } = await clinician();
    const entry = validJob();
    for (const [method, url] of [
      ['GET', '/api/work_history'],
      ['POST', '/api/work_history'],
      ['PUT', '/api/work_history'],
      ['DELETE', `/api/work_history?id=${entry.id}`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        ...(method === 'POST' || method === 'PUT' ? { payload: { entry } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const { 'x-xsrf-token': _xsrf, ...noXsrf } = session.headers();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/work_history',
      headers: noXsrf,
      payload: { entry },
    });
    expect(refused.statusCode).toBe(403);
  });
});
