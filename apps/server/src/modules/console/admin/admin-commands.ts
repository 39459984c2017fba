import {
  isValidEmail,
  STAFF_ROLE_ACTIONS,
  staffRoleSchema,
  translate,
  type CsvReport,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Config } from '#server/config';
import type { Database } from '#server/db/schema';
import type { Caller } from '#server/lib/caller';
import type { Clock } from '#server/lib/clock';
import { issueResetLink } from '../../accounts/password-reset.service';
import { audit, type AuditOrigin } from '../../audit/audit.service';
import type { Mailer } from '../../mail/mailer';
import { listRequirements } from '../console.repository';
import { inviteFromCsv } from '../console.service';
import {
  findGroupActor,
  findGroupBySlug,
  findUserIdByEmail,
  insertGroup,
  insertStaffActor,
  insertStaffUser,
} from './admin.repository';

// The admin command line for a group's first set-up (issue 18, decision 057): `npm run admin -- <command>`.
// Each command is a function here, tested against PGlite; apps/server/scripts/admin.ts only opens the
// database and prints. Audit entries carry request_id 'admin-cli', so the log says where they came from.

export interface AdminDeps {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  config: Config;
}

/** A mistake in the command (unknown group, bad role, taken slug…): printed as is, exit code 1. */
export class AdminCommandError extends Error {
  override readonly name = 'AdminCommandError';
}

const ORIGIN: AuditOrigin = { ip: null, request_id: 'admin-cli', user_id: null, actor_id: null };

/** "Lakeside Medical Group" → "lakeside-medical-group": lower-case letters and digits joined by hyphens. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function createGroup(deps: AdminDeps, name: string, slug = slugOf(name)) {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 200)
    throw new AdminCommandError('The group needs a name (at most 200 characters).');
  if (!SLUG.test(slug))
    throw new AdminCommandError(`"${slug}" is not a usable slug: lower-case letters, digits and hyphens.`);
  if (await findGroupBySlug(deps.db, slug))
    throw new AdminCommandError(`A group with the slug "${slug}" exists already.`);
  const group = await insertGroup(deps.db, { slug, name: trimmed });
  await audit(deps.db, ORIGIN, {
    action: 'admin.group.create',
    outcome: 'success',
    target_type: 'subscriber_group',
    target_id: group.id,
  });
  return group;
}

async function groupOrFail(deps: AdminDeps, slug: string) {
  const group = await findGroupBySlug(deps.db, slug);
  if (!group) throw new AdminCommandError(`No group has the slug "${slug}".`);
  return group;
}

/**
 * Makes `email` staff of the group with the role's actions. A new account gets no password: it chooses one
 * through a one-time link (the password-reset link, valid 60 minutes), mailed to it and returned to print;
 * after that hour "Forgot password" on the sign-in page sends another. An existing account (a clinician,
 * staff of another group) gets one more actor and keeps its password.
 */
export async function addStaff(
  deps: AdminDeps,
  input: { group: string; email: string; role: string; firstName?: string; lastName?: string },
) {
  const email = input.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw new AdminCommandError(`"${input.email}" is not a valid email address.`);
  const role = staffRoleSchema.safeParse(input.role);
  if (!role.success)
    throw new AdminCommandError(`The role must be one of: ${staffRoleSchema.options.join(', ')}.`);
  const group = await groupOrFail(deps, input.group);
  const added = await deps.db.transaction().execute(async (trx) => {
    const existing = await findUserIdByEmail(trx, email);
    if (existing && (await findGroupActor(trx, existing.id, group.id)))
      throw new AdminCommandError(`${email} is staff of ${group.name} already.`);
    const userId =
      existing?.id ??
      (
        await insertStaffUser(trx, {
          email,
          first_name: input.firstName ?? null,
          last_name: input.lastName ?? null,
        })
      ).id;
    const actor = await insertStaffActor(trx, {
      user_id: userId,
      // As the demo seed: a group's administrator is an 'admin' actor, the other roles 'staff'.
      access_level: role.data === 'admin' ? 'admin' : 'staff',
      actions: [...STAFF_ROLE_ACTIONS[role.data]],
      name: `${group.name} ${role.data.replace('_', ' ')}`,
      subscriber_group_id: group.id,
    });
    const link = existing ? null : await issueResetLink({ ...deps, db: trx }, userId);
    await audit(trx, ORIGIN, {
      action: 'admin.staff.add',
      outcome: 'success',
      target_type: 'actor',
      target_id: actor.id,
      details: { group: group.id, role: role.data, new_account: !existing },
    });
    return { group, email, role: role.data, userId, actorId: actor.id, link };
  });
  // After the commit: the outbox mailer writes with its own connection (PGlite has one).
  if (added.link)
    await deps.mailer.send({
      to: email,
      subject: translate('email.staff-welcome.subject', { organization: group.name }),
      body: translate('email.staff-welcome.body', { organization: group.name, link: added.link }),
    });
  return added;
}

/** The caller the console's CSV invitation runs as: the group, no person (invited_by stays empty). */
function commandLineCaller(group: { id: string; name: string }): Caller {
  const actor = {
    id: 'admin-cli',
    access_level: 'staff',
    actions: ['invite_clinicians'],
    settings: {},
    name: 'admin command line',
    subscriber_group_id: group.id,
    subscriber_group_name: group.name,
  };
  return { userId: '', grantId: 'admin-cli', actorId: null, actor, actors: [actor], origin: ORIGIN };
}

/**
 * Invites every good line of the CSV to the group with the console's CSV invitation (same format, same
 * checks, same line report). The requirement set is named or given by id; a group with one set may omit it.
 */
export async function importRoster(
  deps: AdminDeps,
  input: { group: string; csv: string; requirement?: string },
): Promise<CsvReport & { requirement: string }> {
  const group = await groupOrFail(deps, input.group);
  const sets = await listRequirements(deps.db, group.id);
  const wanted = input.requirement?.trim();
  const matching = wanted ? sets.filter((set) => set.id === wanted || set.name === wanted) : sets;
  if (matching.length !== 1) {
    const names = sets.map((set) => `"${set.name}"`).join(', ') || 'none yet';
    throw new AdminCommandError(
      wanted
        ? `${group.name} has no single requirement set named "${wanted}". Its sets: ${names}.`
        : `Name the requirement set to invite to (${group.name} has ${sets.length}: ${names}).`,
    );
  }
  const set = matching[0]!;
  const report = await inviteFromCsv(deps, commandLineCaller(group), { app_req_id: set.id, csv: input.csv });
  return { ...report, requirement: set.name };
}
