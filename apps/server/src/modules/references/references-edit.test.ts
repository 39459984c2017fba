import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '#server-test/helpers/clock';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import {
  FIXED_NOW,
  auditRows,
  signedInClinician,
  storedReferences,
  validReference,
} from './references-test-support';

describe('changing the references (POST replacing, DELETE /api/reference, GET /api/reference_last_updated)', () => {
  let t: TestApp;
  const clock = testClock(FIXED_NOW.getTime());
  beforeAll(async () => {
    t = await createTestApp({}, { deps: { clock } });
  });
  afterAll(() => t.close());
  const clinician = () => signedInClinician(t);

  it('replaces a stored reference by id where it stands, keeping the others', async () => {
    const { user, call } = await clinician();
    const [first, second] = [validReference(), validReference()];
    await call('POST', '/api/reference', { references: [first, second] });
    clock.advance(60_000);
    const changed = await call('POST', '/api/reference', {
      references: [{ ...first, title: 'Medical Director', email: '', phone: '217.555.0199' }],
    });
    expect(changed.statusCode).toBe(200);
    const list = changed.json().data.references;
    expect(list.map((reference: { id: string }) => reference.id)).toEqual([first.id, second.id]);
    expect(list[0]).toMatchObject({ title: 'Medical Director', email: '', phone: '+12175550199' });
    expect(Date.parse(list[0].updated_at)).toBeGreaterThan(Date.parse(list[1].updated_at));
    expect(await storedReferences(t.database.db, user.id)).toHaveLength(2);
    expect(await auditRows(t.database.db, user.id, 'references.write')).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ added: 2, references: 2 }) }),
      expect.objectContaining({ details: { reference_ids: first.id, added: 0, references: 2 } }),
    ]);
  });

  it('removes a reference with DELETE, then answers 404 for it', async () => {
    const { user, call } = await clinician();
    const [keep, drop] = [validReference(), validReference()];
    await call('POST', '/api/reference', { references: [keep, drop] });
    const removed = await call('DELETE', `/api/reference?id=${drop.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ id: drop.id });
    expect((await storedReferences(t.database.db, user.id)).map((row) => row.id)).toEqual([keep.id]);
    const again = await call('DELETE', `/api/reference?id=${drop.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('request.not-found');
    expect((await call('DELETE', '/api/reference?id=nope')).statusCode).toBe(400);
    expect(await auditRows(t.database.db, user.id, 'references.delete')).toEqual([
      expect.objectContaining({ outcome: 'success', details: { reference_id: drop.id } }),
    ]);
  });

  it('answers when the references last changed, deletions included', async () => {
    const { call } = await clinician();
    const lastUpdated = async () => {
      const response = await call('GET', '/api/reference_last_updated');
      expect(response.statusCode).toBe(200);
      return response.json().data.last_updated;
    };
    expect(await lastUpdated()).toBeNull();
    const reference = validReference();
    await call('POST', '/api/reference', { references: [reference] });
    const written = await lastUpdated();
    expect(written).toBe(clock().toISOString());
    clock.advance(3_600_000);
    expect(await lastUpdated()).toBe(written);
    await call('DELETE', `/api/reference?id=${reference.id}`);
    const deleted = await lastUpdated();
    expect(deleted).toBe(clock().toISOString());
    expect(Date.parse(deleted)).toBeGreaterThan(Date.parse(written));
    // A refused write changes nothing.
    clock.advance(60_000);
    await call('POST', '/api/reference', { references: [validReference({ phone: '', email: '' })] });
    await call('DELETE', `/api/reference?id=${reference.id}`);
    expect(await lastUpdated()).toBe(deleted);
  });

  it("never reaches another clinician's references", async () => {
    const owner = await clinician();
    const intruder = await clinician();
    const reference = validReference();
    await owner.call('POST', '/api/reference', { references: [reference] });
    expect((await intruder.call('GET', '/api/reference')).json().data.references).toEqual([]);
    expect((await intruder.call('GET', '/api/reference_last_updated')).json().data.last_updated).toBeNull();
    expect((await intruder.call('DELETE', `/api/reference?id=${reference.id}`)).statusCode).toBe(404);
    expect(await storedReferences(t.database.db, intruder.user.id)).toEqual([]);
  });

  it("answers another clinician's reference id exactly like an unknown one: it never confirms it exists", async () => {
    const owner = await clinician();
    const reference = validReference();
    await owner.call('POST', '/api/reference', { references: [reference] });
    const shape = (response: Awaited<ReturnType<typeof owner.call>>) => {
      const references = (response.json().data?.references ?? []) as { id: string; first_name: string }[];
      return {
        status: response.statusCode,
        ids: references.map((stored) => stored.id),
        first: references[0]?.first_name,
      };
    };
    const unknown = await (
      await clinician()
    ).call('POST', '/api/reference', { references: [{ ...validReference(), first_name: 'Mallory' }] });
    const intruder = await clinician();
    const taken = await intruder.call('POST', '/api/reference', {
      references: [{ ...reference, first_name: 'Mallory' }],
    });
    expect(shape(taken)).toEqual({ ...shape(unknown), ids: [reference.id] });
    expect(shape(taken).status).toBe(200);
    // Each keeps their own: the owner's reference is untouched, the intruder's is theirs alone.
    expect(await storedReferences(t.database.db, owner.user.id)).toEqual([
      expect.objectContaining({ id: reference.id, value: expect.objectContaining({ first_name: 'Dana' }) }),
    ]);
    expect(await storedReferences(t.database.db, intruder.user.id)).toEqual([
      expect.objectContaining({
        id: reference.id,
        value: expect.objectContaining({ first_name: 'Mallory' }),
      }),
    ]);
    // Removing it removes only the intruder's.
    expect((await intruder.call('DELETE', `/api/reference?id=${reference.id}`)).statusCode).toBe(200);
    expect(await storedReferences(t.database.db, owner.user.id)).toHaveLength(1);
  });

  it('answers 401 without a session and 403 without the XSRF header', async () => {
    const { session } = await clinician();
    const reference = validReference();
    for (const [method, url, payload] of [
      ['GET', '/api/reference', undefined],
      ['POST', '/api/reference', { references: [reference] }],
      ['DELETE', `/api/reference?id=${reference.id}`, undefined],
      ['GET', '/api/reference_last_updated', undefined],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const { 'x-xsrf-token': _xsrf, ...noXsrf } = session.headers();
    for (const [method, url, payload] of [
      ['POST', '/api/reference', { references: [reference] }],
      ['DELETE', `/api/reference?id=${reference.id}`, undefined],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers: noXsrf, ...(payload ? { payload } : {}) });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
