import { sql, type Kysely } from 'kysely';

/**
 * The group's SAML settings in the console need `manage_saml` (decision 061), which only the admin role
 * holds. Admins made before it gain it, so they keep being read as admins (staffRoleOf) and reach the page.
 * An admin is recognised by `manage_members`, which only that role holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update actors set actions = array_append(actions, 'manage_saml')
    where access_level in ('admin', 'staff')
      and 'manage_members' = any(actions)
      and not ('manage_saml' = any(actions))`.execute(db);
}
