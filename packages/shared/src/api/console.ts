import { z } from 'zod';
import {
  INVITATION_CSV_MAX_CHARS,
  INVITATION_CSV_MAX_ROWS,
  INVITATION_LISTS,
  rosterStateSchema,
  staffRoleSchema,
} from '../domain/staff';
import { contract } from './contract';

// The organization console's endpoints (issue 18, decision 045): staff of a subscriber group see and act on
// the clinicians subscribed or invited to their group only. Each route declares the one action it needs;
// a clinician, a staff member without the action, and a caller of no group all get 403, and another group's
// object is the same 404 as a missing one.

const id = z.uuid();
const idParams = z.object({ id });

export const consoleMeSchema = z.object({
  group: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  role: staffRoleSchema.nullable(),
  actions: z.array(z.string()),
});
export type ConsoleMe = z.infer<typeof consoleMeSchema>;

export const rosterEntrySchema = z.object({
  /** The subscription's id, or the invitation's for someone only invited. */
  id: z.string(),
  kind: z.enum(['subscription', 'invitation']),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  requirement: z.string().nullable(),
  state: rosterStateSchema,
  since: z.string(),
  /** When staff marked the file reviewed (subscriptions only), and by whom (the staff actor's name). */
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

export const consoleRequirementSchema = z.object({ id: z.string(), name: z.string() });

export const consoleInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  requirement: z.string().nullable(),
  list: z.enum(INVITATION_LISTS),
  expires_at: z.string(),
  sent_at: z.string().nullable(),
  send_count: z.number().int(),
});
export type ConsoleInvitation = z.infer<typeof consoleInvitationSchema>;

const name = z.string().trim().max(100).optional();

export const invitationInputSchema = z.object({
  email: z.email().max(254),
  first_name: name,
  last_name: name,
  app_req_id: id,
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

/** The CSV invitation's body: the requirement set and the file's text (checked by the web form too). */
export const invitationCsvInputSchema = z.object({
  app_req_id: id,
  csv: z.string().max(INVITATION_CSV_MAX_CHARS),
});
export type InvitationCsvInput = z.infer<typeof invitationCsvInputSchema>;

export const csvReportSchema = z.object({
  invited: z.number().int(),
  /** One entry per refused line: the line number in the file (the header is line 1) and why. */
  rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export type CsvReport = z.infer<typeof csvReportSchema>;

export const pendingSubscriptionSchema = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  requirement: z.string().nullable(),
  since: z.string(),
});

export const consoleApi = {
  me: contract({
    method: 'GET',
    path: '/api/console/me',
    access: { action: 'view_roster' },
    tags: ['console'],
    summary: "The staff member's group, role and actions",
    response: consoleMeSchema,
    errors: [],
  }),
  roster: contract({
    method: 'GET',
    path: '/api/console/roster',
    access: { action: 'view_roster' },
    tags: ['console'],
    summary: 'Every clinician subscribed or invited to the group, with their state',
    response: z.array(rosterEntrySchema),
    errors: [],
  }),
  requirements: contract({
    method: 'GET',
    path: '/api/console/requirements',
    access: { action: 'view_requirements' },
    tags: ['console'],
    summary: "The group's requirement sets",
    response: z.array(consoleRequirementSchema),
    errors: [],
  }),
  invitations: contract({
    method: 'GET',
    path: '/api/console/invitations',
    access: { action: 'invite_clinicians' },
    tags: ['console'],
    summary: "The group's invitations: open, accepted, expired and revoked",
    response: z.array(consoleInvitationSchema),
    errors: [],
  }),
  invite: contract({
    method: 'POST',
    path: '/api/console/invitations',
    access: { action: 'invite_clinicians' },
    tags: ['console'],
    summary: 'Invites one clinician by e-mail to a requirement set of the group',
    body: invitationInputSchema,
    response: consoleInvitationSchema,
    status: 201,
    errors: ['request.not-found'],
  }),
  inviteCsv: contract({
    method: 'POST',
    path: '/api/console/invitations/csv',
    access: { action: 'invite_clinicians' },
    tags: ['console'],
    summary: `Invites from a CSV (email, first_name, last_name; at most ${INVITATION_CSV_MAX_ROWS} rows), reporting each bad line`,
    body: invitationCsvInputSchema,
    response: csvReportSchema,
    errors: ['request.not-found'],
  }),
  resend: contract({
    method: 'POST',
    path: '/api/console/invitations/:id/resend',
    access: { action: 'invite_clinicians' },
    tags: ['console'],
    summary: 'Sends an open or expired invitation again, open for another 30 days',
    params: idParams,
    response: consoleInvitationSchema,
    errors: ['request.not-found'],
  }),
  revoke: contract({
    method: 'POST',
    path: '/api/console/invitations/:id/revoke',
    access: { action: 'invite_clinicians' },
    tags: ['console'],
    summary: 'Withdraws an invitation not yet accepted',
    params: idParams,
    response: consoleInvitationSchema,
    errors: ['request.not-found'],
  }),
  reviewed: contract({
    method: 'POST',
    path: '/api/console/roster/:id/reviewed',
    access: { action: 'review_files' },
    tags: ['console'],
    summary: "Marks a subscribed clinician's file reviewed, recording who and when",
    params: idParams,
    response: rosterEntrySchema,
    errors: ['request.not-found'],
  }),
  pending: contract({
    method: 'GET',
    path: '/api/console/subscriptions/pending',
    access: { action: 'approve_subscriptions' },
    tags: ['console'],
    summary: 'Joins waiting for the group to approve them',
    response: z.array(pendingSubscriptionSchema),
    errors: [],
  }),
  approve: contract({
    method: 'POST',
    path: '/api/console/subscriptions/:id/approve',
    access: { action: 'approve_subscriptions' },
    tags: ['console'],
    summary: 'Approves a pending join: the subscription becomes active',
    params: idParams,
    response: pendingSubscriptionSchema.extend({ status: z.literal('active') }),
    errors: ['request.not-found'],
  }),
};
