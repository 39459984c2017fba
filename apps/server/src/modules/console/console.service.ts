import {
  INVITATION_CSV_MAX_ROWS,
  INVITATION_VALID_DAYS,
  invitationInputSchema,
  invitationListOf,
  paths,
  rosterState,
  staffRoleOf,
  translate,
  type CsvReport,
  type InvitationInput,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { audit } from '../audit/audit.service';
import type { Mailer } from '../mail/mailer';
import { parseInvitationCsv } from './invitation-csv';
import { groupOf } from './staff-group';
import {
  approveSubscription,
  findGroupById,
  findInvitationOfGroup,
  findPendingOfGroup,
  findRequirementOfGroup,
  insertInvitation,
  listGroupSubscriptions,
  listInvitations,
  listRequirements,
  markResent,
  markReviewed,
  markRevoked,
  openInvitationEmails,
  type InvitationRow,
} from './console.repository';

export interface ConsoleDeps {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_ORIGIN'>;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const days = (n: number) => n * 24 * 60 * 60 * 1000;

function invitationOut(row: InvitationRow, now: Date) {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    requirement: row.requirement,
    list: invitationListOf(row, now),
    expires_at: iso(row.expires_at)!,
    sent_at: iso(row.sent_at),
    send_count: row.send_count,
  };
}

export async function consoleMe(deps: ConsoleDeps, caller: Caller) {
  const groupId = groupOf(caller);
  const group = groupId ? await findGroupById(deps.db, groupId) : undefined;
  if (!group) throw notFound();
  return { group, role: staffRoleOf(caller.actor?.actions ?? []), actions: caller.actor?.actions ?? [] };
}

/**
 * The roster: every subscription of the group, then every open or expired invitation nobody accepted yet.
 * Reading it is a staff read of clinician data: one audit entry per clinician shown (ids only).
 */
export async function roster(deps: ConsoleDeps, caller: Caller) {
  const groupId = groupOf(caller);
  if (!groupId) return [];
  const [subscriptions, invitations] = await Promise.all([
    listGroupSubscriptions(deps.db, groupId),
    listInvitations(deps.db, groupId),
  ]);
  const entries = subscriptions.map(rosterEntryOf);
  const invited = invitations
    .filter((row) => row.status === 'open')
    .map((row) => ({
      id: row.id,
      kind: 'invitation' as const,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      requirement: row.requirement,
      state: rosterState({
        invitedOnly: true,
        enrolled: false,
        openRequiredTasks: 0,
        problem: false,
        shared: false,
      }),
      since: iso(row.created_at)!,
      reviewed_at: null,
      reviewed_by: null,
    }));
  for (const row of subscriptions) {
    await audit(deps.db, caller.origin, {
      action: 'console.roster.read',
      outcome: 'success',
      target_type: 'user',
      target_id: row.user_id,
      details: { subscriber_group_id: groupId },
    });
  }
  return [...entries, ...invited];
}

type SubscriptionRow = Awaited<ReturnType<typeof listGroupSubscriptions>>[number];

export function rosterEntryOf(row: SubscriptionRow) {
  return {
    id: row.id,
    kind: 'subscription' as const,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    requirement: row.requirement,
    state: rosterState({
      invitedOnly: false,
      enrolled: row.enrollment_status === 'finished',
      openRequiredTasks: row.open_required_tasks ?? 0,
      problem: row.status === 'pending' || (row.problems ?? 0) > 0 || (row.exclusion_problems ?? 0) > 0,
      shared: (row.active_shares ?? 0) > 0,
    }),
    since: iso(row.created_at)!,
    reviewed_at: iso(row.reviewed_at),
    reviewed_by: row.reviewed_by_name,
  };
}

/** "File reviewed" (issue 18): records who and when on the subscription; another group's is a 404. */
export async function markFileReviewed(deps: ConsoleDeps, caller: Caller, id: string) {
  const groupId = groupOf(caller);
  if (!groupId) throw notFound();
  const updated = await markReviewed(deps.db, groupId, id, caller.actorId, deps.clock());
  if (Number(updated.numUpdatedRows) === 0) throw notFound();
  const row = (await listGroupSubscriptions(deps.db, groupId)).find((s) => s.id === id)!;
  await audit(deps.db, caller.origin, {
    action: 'console.file.reviewed',
    outcome: 'success',
    target_type: 'user',
    target_id: row.user_id,
    details: { subscription_id: id },
  });
  return rosterEntryOf(row);
}

export async function requirements(deps: ConsoleDeps, caller: Caller) {
  const groupId = groupOf(caller);
  return groupId ? listRequirements(deps.db, groupId) : [];
}

export async function invitations(deps: ConsoleDeps, caller: Caller) {
  const groupId = groupOf(caller);
  if (!groupId) return [];
  const now = deps.clock();
  const rows = await listInvitations(deps.db, groupId);
  await audit(deps.db, caller.origin, {
    action: 'console.invitations.read',
    outcome: 'success',
    target_type: 'subscriber_group',
    target_id: groupId,
    details: { count: rows.length },
  });
  return rows.map((row) => invitationOut(row, now));
}

async function sendInvitationMail(
  deps: ConsoleDeps,
  invitation: { id: string; email: string; first_name: string | null },
  organization: string,
) {
  const link = new URL(paths.acceptInvite(invitation.id), deps.config.PUBLIC_ORIGIN).href;
  await deps.mailer.send({
    to: invitation.email,
    subject: translate('email.invitation.subject', { organization }),
    body: translate('email.invitation.body', {
      name: invitation.first_name ?? translate('email.invitation.no-name'),
      organization,
      link,
    }),
  });
}

async function createInvitation(
  deps: ConsoleDeps,
  caller: Caller,
  groupId: string,
  organization: string,
  input: InvitationInput,
) {
  const now = deps.clock();
  const email = input.email.trim().toLowerCase();
  const { id } = await insertInvitation(deps.db, {
    subscriber_group_id: groupId,
    app_req_id: input.app_req_id,
    email,
    first_name: input.first_name || null,
    last_name: input.last_name || null,
    expires_at: new Date(now.getTime() + days(INVITATION_VALID_DAYS)),
    invited_by: caller.actorId,
    sent_at: now,
  });
  await sendInvitationMail(deps, { id, email, first_name: input.first_name || null }, organization);
  await audit(deps.db, caller.origin, {
    action: 'console.invitation.create',
    outcome: 'success',
    target_type: 'invitation',
    target_id: id,
    details: { subscriber_group_id: groupId },
  });
  return id;
}

async function groupAndRequirement(deps: ConsoleDeps, caller: Caller, appReqId: string) {
  const groupId = groupOf(caller);
  const group = groupId ? await findGroupById(deps.db, groupId) : undefined;
  const requirement = group ? await findRequirementOfGroup(deps.db, group.id, appReqId) : undefined;
  if (!group || !requirement) throw notFound();
  return group;
}

export async function invite(deps: ConsoleDeps, caller: Caller, input: InvitationInput) {
  const group = await groupAndRequirement(deps, caller, input.app_req_id);
  const id = await createInvitation(deps, caller, group.id, group.name, input);
  return invitationOut((await findInvitationOfGroup(deps.db, group.id, id))!, deps.clock());
}

/**
 * Invites every good line of a CSV; a bad line (no or a wrong address, a name too long, the same address
 * twice, an address already invited and open) is reported with its line number and invites nobody.
 */
export async function inviteFromCsv(
  deps: ConsoleDeps,
  caller: Caller,
  { app_req_id, csv }: { app_req_id: string; csv: string },
): Promise<CsvReport> {
  const group = await groupAndRequirement(deps, caller, app_req_id);
  const parsed = parseInvitationCsv(csv, INVITATION_CSV_MAX_ROWS);
  const rejected = [...parsed.rejected];
  const open = await openInvitationEmails(
    deps.db,
    group.id,
    parsed.rows.map((row) => row.email.toLowerCase()),
    deps.clock(),
  );
  let invited = 0;
  for (const row of parsed.rows) {
    if (open.has(row.email.toLowerCase())) {
      rejected.push({ line: row.line, reason: translate('console.csv.already-invited') });
      continue;
    }
    const input = invitationInputSchema.safeParse({ ...row, app_req_id });
    if (!input.success) {
      rejected.push({ line: row.line, reason: translate('console.csv.invalid-email') });
      continue;
    }
    await createInvitation(deps, caller, group.id, group.name, input.data);
    invited += 1;
  }
  rejected.sort((a, b) => a.line - b.line);
  return { invited, rejected };
}

async function invitationOfCaller(deps: ConsoleDeps, caller: Caller, id: string) {
  const groupId = groupOf(caller);
  const row = groupId ? await findInvitationOfGroup(deps.db, groupId, id) : undefined;
  if (!groupId || !row) throw notFound();
  return { groupId, row };
}

/** Sends an open (or expired) invitation again and gives it another 30 days; accepted or revoked: 404. */
export async function resend(deps: ConsoleDeps, caller: Caller, id: string) {
  const { groupId, row } = await invitationOfCaller(deps, caller, id);
  if (row.status !== 'open') throw notFound();
  const now = deps.clock();
  await markResent(deps.db, id, now, new Date(now.getTime() + days(INVITATION_VALID_DAYS)));
  const group = (await findGroupById(deps.db, groupId))!;
  await sendInvitationMail(deps, row, group.name);
  await audit(deps.db, caller.origin, {
    action: 'console.invitation.resend',
    outcome: 'success',
    target_type: 'invitation',
    target_id: id,
  });
  return invitationOut((await findInvitationOfGroup(deps.db, groupId, id))!, now);
}

/** Withdraws an open invitation; its link then answers 404. An accepted one cannot be withdrawn (404). */
export async function revoke(deps: ConsoleDeps, caller: Caller, id: string) {
  const { groupId, row } = await invitationOfCaller(deps, caller, id);
  if (row.status === 'accepted') throw notFound();
  await markRevoked(deps.db, id);
  await audit(deps.db, caller.origin, {
    action: 'console.invitation.revoke',
    outcome: 'success',
    target_type: 'invitation',
    target_id: id,
  });
  return invitationOut((await findInvitationOfGroup(deps.db, groupId, id))!, deps.clock());
}

const pendingOut = (row: Awaited<ReturnType<typeof listGroupSubscriptions>>[number]) => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  requirement: row.requirement,
  since: iso(row.created_at)!,
});

export async function pendingSubscriptions(deps: ConsoleDeps, caller: Caller) {
  const groupId = groupOf(caller);
  if (!groupId) return [];
  const rows = (await listGroupSubscriptions(deps.db, groupId)).filter((row) => row.status === 'pending');
  for (const row of rows) {
    await audit(deps.db, caller.origin, {
      action: 'console.pending.read',
      outcome: 'success',
      target_type: 'user',
      target_id: row.user_id,
    });
  }
  return rows.map(pendingOut);
}

export async function approve(deps: ConsoleDeps, caller: Caller, id: string) {
  const groupId = groupOf(caller);
  const pending = groupId ? await findPendingOfGroup(deps.db, groupId, id) : undefined;
  if (!groupId || !pending) throw notFound();
  await approveSubscription(deps.db, id, caller.actorId, deps.clock());
  await audit(deps.db, caller.origin, {
    action: 'console.subscription.approve',
    outcome: 'success',
    target_type: 'subscription',
    target_id: id,
  });
  const row = (await listGroupSubscriptions(deps.db, groupId)).find((s) => s.id === id)!;
  return { ...pendingOut(row), status: 'active' as const };
}
