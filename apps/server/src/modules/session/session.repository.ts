import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** An actor as the session knows it; a person's first actor (oldest) is the default without an actor header. */
export interface ActorRow {
  id: string;
  access_level: string;
  actions: string[];
  settings: Record<string, unknown>;
  name: string;
  subscriber_group_id: string | null;
  subscriber_group_name: string | null;
}

/**
 * What every authenticated call needs, in one round trip: whether the token's grant is still live (logout
 * and revocation delete it, so the answer is never cached) and, only then, the user's actors in
 * listActors' order. Two queries in a row made each call wait on the database twice (issue 12). A null
 * user (a professional-network identity not linked yet) has no actors.
 */
export async function readSessionContext(
  db: Db,
  { grantId, userId, now }: { grantId: string; userId: string | null; now: Date },
): Promise<{ grantActive: boolean; actors: ActorRow[] }> {
  const liveGrant = db
    .selectFrom('oidc_models')
    .select(sql<number>`1`.as('one'))
    .where('model', '=', 'Grant')
    .where('id', '=', grantId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
  const rows = await db
    .selectFrom(db.selectNoFrom((eb) => eb.exists(liveGrant).as('active')).as('grant'))
    .leftJoin('actors', (join) =>
      userId === null
        ? join.on(sql<boolean>`false`)
        : join.on('grant.active', '=', true).on('actors.user_id', '=', userId),
    )
    .leftJoin('subscriber_groups', 'subscriber_groups.id', 'actors.subscriber_group_id')
    .select([
      'grant.active',
      'actors.id',
      'actors.access_level',
      'actors.actions',
      'actors.settings',
      'actors.name',
      'actors.subscriber_group_id',
      'subscriber_groups.name as subscriber_group_name',
    ])
    .orderBy('actors.created_at')
    .orderBy('actors.id')
    .execute();
  const actors = rows.flatMap(({ active: _active, id, access_level, actions, settings, name, ...rest }) =>
    id === null || access_level === null || actions === null || settings === null || name === null
      ? []
      : [{ id, access_level, actions, settings, name, ...rest }],
  );
  return { grantActive: Boolean(rows[0]?.active), actors };
}

export async function recordLogin(db: Db, userId: string, at: Date) {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', userId).execute();
}

export async function findSessionUser(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'password_hash', 'force_enroll', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
