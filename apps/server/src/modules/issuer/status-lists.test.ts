import { getListFromStatusListJWT } from '@sd-jwt/jwt-status-list';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { loadServerSecrets } from '../secrets/secrets.service';
import {
  issueCredential,
  setCredentialStatus,
  type IssuedCredential,
  type IssuerDeps,
} from './issuer.service';
import { STATUS_LIST_SIZE, statusAt, withStatus } from './status-list';

// Status-list allocation on its own database, with lists of 4 so that filling one is quick.
describe('status lists', () => {
  let t: TestApp;
  let deps: IssuerDeps;
  let maria: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_ORIGIN: 'https://credence.example' });
    const secrets = await loadServerSecrets({ db: t.database.db, config: t.config });
    deps = { db: t.database.db, clock: () => new Date(), config: t.config, secrets, statusListSize: 4 };
    maria = await createUser(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const issue = () =>
    issueCredential(deps, { userId: maria.id, schemaName: 'dea', claims: { state: 'CA' }, validUntil: null });
  const keyOf = (entry: { status: { uri: string; idx: number } }) =>
    `${entry.status.uri}#${entry.status.idx}`;

  it(`holds ${STATUS_LIST_SIZE} entries by default (2^17)`, () => {
    expect(STATUS_LIST_SIZE).toBe(2 ** 17);
  });

  it('hands out 0..size-1 of a list once each, then starts a new list', async () => {
    const issued: IssuedCredential[] = [];
    for (let i = 0; i < 5; i++) issued.push(await issue());
    const first = issued[0]!.status.uri;
    expect(issued.slice(0, 4).map((entry) => entry.status)).toEqual(
      [0, 1, 2, 3].map((idx) => ({ uri: first, idx })),
    );
    expect(issued[4]!.status.uri).not.toBe(first);
    expect(issued[4]!.status.idx).toBe(0);
    const lists = await t.database.db.selectFrom('status_lists').select(['id', 'next_idx', 'size']).execute();
    expect(lists.find((list) => first.endsWith(list.id))).toMatchObject({ next_idx: 4, size: 4 });
  });

  it('gives no index twice when many credentials are issued at once', async () => {
    const issued = await Promise.all(Array.from({ length: 20 }, () => issue()));
    expect(new Set(issued.map(keyOf)).size).toBe(20);
    for (const entry of issued) expect(entry.status.idx).toBeLessThan(4);
    const entries = await t.database.db.selectFrom('status_entries').select(['list_id', 'idx']).execute();
    expect(new Set(entries.map((entry) => `${entry.list_id}#${entry.idx}`)).size).toBe(entries.length);
  });

  it('keeps concurrent status changes on one list (each re-signs under the row lock)', async () => {
    const issued: IssuedCredential[] = [];
    for (let i = 0; i < 4; i++) issued.push(await issue());
    const sameList = issued.filter((entry) => entry.status.uri === issued[0]!.status.uri);
    await Promise.all(sameList.map((entry) => setCredentialStatus(deps, entry.status, 'suspended')));
    const path = new URL(sameList[0]!.status.uri).pathname;
    const token = (await t.app.inject({ method: 'GET', url: path })).body;
    const list = getListFromStatusListJWT(token);
    for (const entry of sameList) expect(list.getStatus(entry.status.idx)).toBe(2);
  });

  it('packs two bits per entry from the least-significant bit', () => {
    let bytes: Uint8Array = new Uint8Array(2);
    bytes = withStatus(bytes, 0, 1);
    bytes = withStatus(bytes, 3, 2);
    bytes = withStatus(bytes, 5, 1);
    expect([...bytes]).toEqual([0b10_00_00_01, 0b00_00_01_00]);
    expect([0, 1, 2, 3, 4, 5].map((idx) => statusAt(bytes, idx))).toEqual([1, 0, 0, 2, 0, 1]);
    bytes = withStatus(bytes, 3, 0);
    expect(statusAt(bytes, 3)).toBe(0);
    expect(statusAt(bytes, 0)).toBe(1);
  });
});
