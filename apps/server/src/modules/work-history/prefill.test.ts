import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#server-test/helpers/test-app';
import {
  FIXED_NOW,
  auditRows,
  storedHistory,
  validJob,
  createFixedDateApp,
  signedInClinician,
} from './work-history-test-support';

describe('the resume prefill (GET, DELETE /api/work_history/prefill; confirming with POST)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createFixedDateApp();
  });
  afterAll(() => t.close());

  const clinician = () => signedInClinician(t);

  /** What POST /api/resume_parser leaves: positions in the position field names, each with an id. */
  async function storePrefill(userId: string, positions: object[], dismissedAt: Date | null = null) {
    await t.database.db
      .insertInto('work_history_prefill')
      .values({
        user_id: userId,
        source: 'resume',
        positions: JSON.stringify(positions),
        created_at: new Date('2026-06-01T08:00:00Z'),
        dismissed_at: dismissedAt,
      })
      .execute();
  }
  const prefillRow = (userId: string) =>
    t.database.db
      .selectFrom('work_history_prefill')
      .select(['positions', 'dismissed_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();

  it('answers null when no resume was read, or when nothing is left of it', async () => {
    const none = await clinician();
    const response = await none.call('GET', '/api/work_history/prefill');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
    expect(await auditRows(t.database.db, none.user.id, 'work_history.prefill.read')).toHaveLength(1);

    const empty = await clinician();
    await storePrefill(empty.user.id, []);
    expect((await empty.call('GET', '/api/work_history/prefill')).json()).toEqual({ data: null });
    const dismissed = await clinician();
    await storePrefill(dismissed.user.id, [validJob()], new Date('2026-06-02T00:00:00Z'));
    expect((await dismissed.call('GET', '/api/work_history/prefill')).json()).toEqual({ data: null });
  });

  it('gives the positions left to confirm; a confirmed one (POST with its id) leaves the prefill', async () => {
    const { user, call } = await clinician();
    const first = validJob({ institution: 'Mercy Hospital', start_date: '01/2020' });
    const second = validJob({
      institution: 'County General',
      start_date: '01/2016',
      end_date: '12/2022',
      isCurrent: false,
    });
    await storePrefill(user.id, [first, second]);
    const before = await call('GET', '/api/work_history/prefill');
    expect(before.json().data).toEqual({
      source: 'resume',
      created_at: '2026-06-01T08:00:00.000Z',
      positions: [first, second],
    });

    const confirmed = await call('POST', '/api/work_history', {
      entry: { ...first, role: 'Chief Hospitalist' },
    });
    expect(confirmed.statusCode).toBe(201);
    expect((await prefillRow(user.id))?.positions).toEqual([second]);
    expect((await call('GET', '/api/work_history/prefill')).json().data.positions).toEqual([second]);
    expect((await storedHistory(t.database.db, user.id))?.map((entry) => entry.id)).toEqual([first.id]);

    // A failed confirmation changes neither the list nor the prefill.
    const invalid = await call('POST', '/api/work_history', {
      entry: { ...second, address_line1: 'Main St' },
    });
    expect(invalid.statusCode).toBe(400);
    expect((await prefillRow(user.id))?.positions).toEqual([second]);
    // Editing an entry (PUT) is not a confirmation, and an id the history lacks is 404.
    expect((await call('PUT', '/api/work_history', { entry: second })).statusCode).toBe(404);
    expect((await prefillRow(user.id))?.positions).toEqual([second]);
  });

  it('dismisses what is left (the row stays, so the resume step stays done), also when there is nothing', async () => {
    const { user, call } = await clinician();
    await storePrefill(user.id, [validJob()]);
    const dismissed = await call('DELETE', '/api/work_history/prefill');
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toEqual({ data: { dismissed: true } });
    expect((await call('GET', '/api/work_history/prefill')).json()).toEqual({ data: null });
    expect((await prefillRow(user.id))?.dismissed_at).toEqual(FIXED_NOW);
    expect(await auditRows(t.database.db, user.id, 'work_history.prefill.dismiss')).toEqual([
      expect.objectContaining({ outcome: 'success', target_id: user.id, details: {} }),
    ]);

    const nothing = await clinician();
    expect((await nothing.call('DELETE', '/api/work_history/prefill')).json()).toEqual({
      data: { dismissed: true },
    });
    expect(await prefillRow(nothing.user.id)).toBeUndefined();
  });

  it("never shows or dismisses another clinician's prefill", async () => {
    const owner = await clinician();
    const other = await clinician();
    await storePrefill(owner.user.id, [validJob()]);
    expect((await other.call('GET', '/api/work_history/prefill')).json()).toEqual({ data: null });
    await other.call('DELETE', '/api/work_history/prefill');
    expect((await prefillRow(owner.user.id))?.dismissed_at).toBeNull();
  });

  it('answers 401 without a session', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await t.app.inject({ method, url: '/api/work_history/prefill' })).statusCode).toBe(401);
    }
  });
});
