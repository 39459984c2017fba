import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, IssuerKeysTable, StatusListsTable } from '../../db/schema';

// SQL of the SD-JWT VC issuer (migration 0018, decision 036). Key material arrives here already sealed.

export type IssuerKeyRow = Selectable<IssuerKeysTable>;
export type StatusListRow = Selectable<StatusListsTable>;

export interface NewKeyRow {
  kid: string;
  public_jwk: Record<string, unknown>;
  private_jwk: Record<string, unknown>;
}

export async function readActiveIssuerKey(db: Kysely<Database>): Promise<IssuerKeyRow | undefined> {
  return db.selectFrom('issuer_keys').selectAll().where('active', '=', true).executeTakeFirst();
}

/** Makes `key` the active key unless one already is (two instances starting together make one). */
export async function insertFirstIssuerKey(db: Kysely<Database>, key: NewKeyRow): Promise<void> {
  await db
    .insertInto('issuer_keys')
    .values({
      kid: key.kid,
      public_jwk: JSON.stringify(key.public_jwk),
      private_jwk: JSON.stringify(key.private_jwk),
      active: true,
      retired_at: null,
      signed_until: null,
    })
    .onConflict((oc) => oc.column('active').where('active', '=', true).doNothing())
    .execute();
}

/** Retires the active key (it stays published while anything it signed is unexpired) and activates `key`. */
export async function rotateIssuerKeyRows(
  db: Kysely<Database>,
  key: NewKeyRow,
  at: Date,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const retired = await trx
      .updateTable('issuer_keys')
      .set({ active: false, retired_at: at })
      .where('active', '=', true)
      .returning('kid')
      .executeTakeFirst();
    await trx
      .insertInto('issuer_keys')
      .values({
        kid: key.kid,
        public_jwk: JSON.stringify(key.public_jwk),
        private_jwk: JSON.stringify(key.private_jwk),
        active: true,
        retired_at: null,
        signed_until: null,
      })
      .execute();
    return retired?.kid ?? null;
  });
}

/** The keys a verifier may still meet: the active one, and every retired one whose signatures have not all expired. */
export async function readPublishedIssuerKeys(db: Kysely<Database>, at: Date): Promise<IssuerKeyRow[]> {
  return db
    .selectFrom('issuer_keys')
    .selectAll()
    .where((eb) => eb.or([eb('active', '=', true), eb('signed_until', '>', at)]))
    .orderBy('created_at', 'desc')
    .orderBy('kid')
    .execute();
}

/** Records that `kid` signed something valid until `until`, before that thing leaves the server. */
export async function extendSignedUntil(db: Kysely<Database>, kid: string, until: Date): Promise<void> {
  await db
    .updateTable('issuer_keys')
    .set({ signed_until: sql<Date>`greatest(coalesce(signed_until, ${until}), ${until})` })
    .where('kid', '=', kid)
    .execute();
}

export async function insertHolderKey(db: Kysely<Database>, userId: string, key: NewKeyRow): Promise<void> {
  await db
    .insertInto('holder_keys')
    .values({
      user_id: userId,
      kid: key.kid,
      public_jwk: JSON.stringify(key.public_jwk),
      private_jwk: JSON.stringify(key.private_jwk),
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function readHolderKey(db: Kysely<Database>, userId: string) {
  return db.selectFrom('holder_keys').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function insertStatusList(
  db: Kysely<Database>,
  list: { id: string; size: number; statuses: Uint8Array },
): Promise<void> {
  await db
    .insertInto('status_lists')
    .values({
      id: list.id,
      size: list.size,
      statuses: list.statuses,
      token: null,
      token_expires_at: null,
      etag: null,
    })
    .execute();
}

/**
 * Hands out the next unused index of the oldest list with room, or null when every list is full. The row lock
 * of the inner SELECT … FOR UPDATE serializes instances on PostgreSQL: a waiting one re-reads `next_idx` once
 * the first commits, so no index is handed out twice (status_entries' primary key would refuse it anyway).
 */
export async function allocateStatusEntry(
  db: Kysely<Database>,
  expiresAt: Date | null,
): Promise<{ listId: string; idx: number } | null> {
  return db.transaction().execute(async (trx) => {
    const taken = await sql<{ id: string; idx: number }>`
      update status_lists set next_idx = next_idx + 1, updated_at = now()
      where id = (
        select id from status_lists where next_idx < size order by created_at, id limit 1 for update
      ) and next_idx < size
      returning id, next_idx - 1 as idx`.execute(trx);
    const row = taken.rows[0];
    if (!row) return null;
    await trx
      .insertInto('status_entries')
      .values({ list_id: row.id, idx: Number(row.idx), expires_at: expiresAt })
      .execute();
    return { listId: row.id, idx: Number(row.idx) };
  });
}

export async function readStatusList(db: Kysely<Database>, id: string): Promise<StatusListRow | undefined> {
  return db.selectFrom('status_lists').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface SignedToken {
  token: string;
  etag: string;
  expiresAt: Date;
}

/**
 * Sets one allocated entry's status and re-signs the list in the same transaction, under the list's row lock,
 * so two changes at once never lose one another's bit. `change` answers the new packed statuses and token,
 * or throws to refuse (an index never handed out answers null).
 */
export async function updateStatusEntry(
  db: Kysely<Database>,
  { listId, idx }: { listId: string; idx: number },
  change: (
    list: StatusListRow,
    current: number,
  ) => Promise<{ status: number; statuses: Uint8Array } & SignedToken>,
): Promise<{ previous: number; status: number } | null> {
  return db.transaction().execute(async (trx) => {
    const list = await trx
      .selectFrom('status_lists')
      .selectAll()
      .where('id', '=', listId)
      .forUpdate()
      .executeTakeFirst();
    if (!list) return null;
    const entry = await trx
      .selectFrom('status_entries')
      .select('status')
      .where('list_id', '=', listId)
      .where('idx', '=', idx)
      .executeTakeFirst();
    if (!entry) return null;
    const next = await change(list, entry.status);
    await trx
      .updateTable('status_lists')
      .set({
        statuses: next.statuses,
        token: next.token,
        etag: next.etag,
        token_expires_at: next.expiresAt,
        updated_at: new Date(),
      })
      .where('id', '=', listId)
      .execute();
    await trx
      .updateTable('status_entries')
      .set({ status: next.status, updated_at: new Date() })
      .where('list_id', '=', listId)
      .where('idx', '=', idx)
      .execute();
    return { previous: entry.status, status: next.status };
  });
}

/** Stores a re-signed token unless the list changed (or another instance re-signed it) since it was read. */
export async function storeStatusListToken(
  db: Kysely<Database>,
  listId: string,
  seenEtag: string | null,
  signed: SignedToken,
): Promise<void> {
  await db
    .updateTable('status_lists')
    .set({ token: signed.token, etag: signed.etag, token_expires_at: signed.expiresAt })
    .where('id', '=', listId)
    .where((eb) => (seenEtag ? eb('etag', '=', seenEtag) : eb('etag', 'is', null)))
    .execute();
}

/** The next page of issuer or holder keys whose private half is sealed under another data key. */
export async function keysSealedUnderOtherKeys(
  db: Kysely<Database>,
  table: 'issuer_keys' | 'holder_keys',
  currentKeyId: string,
  after: string | null,
  limit: number,
): Promise<{ id: string; kid: string; private_jwk: unknown }[]> {
  const id = table === 'issuer_keys' ? sql.ref('kid') : sql.ref('user_id');
  const rows = await sql<{ id: string; kid: string; private_jwk: unknown }>`
    select ${id}::text as id, kid, private_jwk from ${sql.table(table)}
    where private_jwk->>'kid' is distinct from ${currentKeyId}
      and (${after}::text is null or ${id}::text > ${after})
    order by ${id}::text limit ${limit}`.execute(db);
  return rows.rows;
}

/** Replaces a key's sealed private half unless it changed meanwhile; answers whether it did. */
export async function replaceSealedKey(
  db: Kysely<Database>,
  table: 'issuer_keys' | 'holder_keys',
  id: string,
  from: unknown,
  to: unknown,
): Promise<boolean> {
  const idColumn = table === 'issuer_keys' ? sql.ref('kid') : sql.ref('user_id');
  const result = await sql`
    update ${sql.table(table)} set private_jwk = ${JSON.stringify(to)}::jsonb
    where ${idColumn}::text = ${id} and private_jwk = ${JSON.stringify(from)}::jsonb`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}
