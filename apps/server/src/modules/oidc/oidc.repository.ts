import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface StoredModel {
  model: string;
  id: string;
  payload: Record<string, unknown>;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  expiresAt: Date | null;
}

export async function upsertModel(db: Db, row: StoredModel): Promise<void> {
  const values = {
    model: row.model,
    id: row.id,
    payload: JSON.stringify(row.payload),
    grant_id: row.grantId,
    user_code: row.userCode,
    uid: row.uid,
    expires_at: row.expiresAt,
    consumed_at: null,
  };
  await db
    .insertInto('oidc_models')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['model', 'id']).doUpdateSet({
        payload: values.payload,
        grant_id: values.grant_id,
        user_code: values.user_code,
        uid: values.uid,
        expires_at: values.expires_at,
      }),
    )
    .execute();
}

/** The live row only: an expired row answers as missing. */
export async function findModel(
  db: Db,
  model: string,
  by: { column: 'id' | 'uid' | 'user_code'; value: string },
  now: Date,
) {
  return db
    .selectFrom('oidc_models')
    .select(['payload', 'consumed_at'])
    .where('model', '=', model)
    .where(by.column, '=', by.value)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
}

export async function consumeModel(db: Db, model: string, id: string, now: Date): Promise<void> {
  await db
    .updateTable('oidc_models')
    .set({ consumed_at: now })
    .where('model', '=', model)
    .where('id', '=', id)
    .execute();
}

export async function destroyModel(db: Db, model: string, id: string): Promise<void> {
  await db.deleteFrom('oidc_models').where('model', '=', model).where('id', '=', id).execute();
}

export async function revokeModelsByGrant(db: Db, model: string, grantId: string): Promise<void> {
  await db.deleteFrom('oidc_models').where('model', '=', model).where('grant_id', '=', grantId).execute();
}

/** Logout: the grant and every token issued under it (Grant rows carry their own id as grant_id). */
export async function revokeGrant(db: Db, grantId: string): Promise<void> {
  await db.deleteFrom('oidc_models').where('grant_id', '=', grantId).execute();
}

export async function grantIsActive(db: Db, grantId: string, now: Date): Promise<boolean> {
  const row = await findModel(db, 'Grant', { column: 'id', value: grantId }, now);
  return row !== undefined;
}

/** Ends every session and grant of one account (after a password reset). */
export async function revokeAccountGrants(db: Db, accountId: string): Promise<void> {
  await db
    .deleteFrom('oidc_models')
    .where(
      'grant_id',
      'in',
      db
        .selectFrom('oidc_models')
        .select('id')
        .where('model', '=', 'Grant')
        .where(sql<string>`payload->>'accountId'`, '=', accountId),
    )
    .execute();
  await db
    .deleteFrom('oidc_models')
    .where('model', '=', 'Session')
    .where(sql<string>`payload->>'accountId'`, '=', accountId)
    .execute();
}
