import { z } from 'zod';
import { accessLevelSchema } from '../domain/actors';
import { enrollmentStatusSchema } from '../domain/enrollment-status';
import { enrollmentStepIdSchema } from '../domain/enrollment-steps';
import { contract } from './contract';

// The contract of the session routes (apps/server/src/modules/session, saml for the organization sign-in
// page's config; decision 030): the XSRF token, the signed-in person's actors, logout, the login event, the
// account status and the personal info the post-login rules read (000 §2).

/** One actor of the signed-in person: a role in an organization (or the holder), with its actions. */
export const actorSchema = z.object({
  id: z.string(),
  access_level: accessLevelSchema.or(z.string()),
  actions: z.array(z.string()),
  settings: z.record(z.string(), z.unknown()),
  name: z.string(),
  subscriber_group: z.string().nullable(),
  subscriber_group_name: z.string().nullable(),
  chat_hash: z.string().nullable(),
});
export type SessionActor = z.infer<typeof actorSchema>;

/** `{ ok: true }`: the answer of a call that only does something. */
export const doneSchema = z.object({ ok: z.literal(true) });

export const personalInfoDataSchema = z.object({
  enrollment_status: enrollmentStatusSchema,
  force_enroll: z.boolean(),
  /** Where the wizard resumes: the first unfinished step (review once all are done). */
  first_unfinished_step: enrollmentStepIdSchema.nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  /** Whether the e-mail address is confirmed; null for an account without one (phone sign-up). */
  email_confirmed: z.boolean().nullable(),
});
export type PersonalInfoData = z.infer<typeof personalInfoDataSchema>;

export const accountLookupDataSchema = z.object({
  claimed: z.boolean(),
  has_actor: z.boolean(),
  job_id: z.string().nullable(),
});

export const organizationConfigDataSchema = z.object({ name: z.string(), logo: z.string().nullable() });
export type OrganizationConfigData = z.infer<typeof organizationConfigDataSchema>;

/** The endpoints of the session (decision 030: one contract per endpoint). */
export const sessionApi = {
  xsrf: contract({
    method: 'GET',
    path: '/api/xsrf',
    access: 'public',
    tags: ['session'],
    summary: 'Sets the XSRF-TOKEN cookie, bound to the session; echo it in x-xsrf-token',
    response: z.object({ token: z.string() }),
    errors: [],
  }),
  actors: contract({
    method: 'GET',
    path: '/api/actor',
    access: 'authenticated',
    tags: ['session'],
    summary: "The signed-in person's actors and the support-chat token",
    description: 'The body is `{ data: { actors }, chat_token }`: the chat token sits beside the envelope.',
    envelope: 'none',
    response: z.object({
      data: z.object({ actors: z.array(actorSchema) }),
      chat_token: z.string().nullable(),
    }),
    errors: [],
  }),
  logout: contract({
    method: 'POST',
    path: '/api/logout',
    access: 'authenticated',
    tags: ['session'],
    summary: 'Ends the session: its tokens are refused afterwards',
    response: doneSchema,
    errors: [],
  }),
  event: contract({
    method: 'POST',
    path: '/api/event',
    access: 'authenticated',
    tags: ['session'],
    summary: 'Records a session event (login)',
    body: z.object({ event_type: z.literal('login') }),
    response: doneSchema,
    errors: [],
  }),
  accountLookup: contract({
    method: 'GET',
    path: '/api/account_lookup',
    access: 'authenticated',
    tags: ['session'],
    summary:
      'Account status of the signed-in person; with email, staff (invite_clinicians) look up a person of their organization',
    query: z.object({ email: z.string().trim().min(3).max(320).optional() }),
    response: accountLookupDataSchema,
    errors: ['auth.insufficient-permission', 'request.not-found'],
  }),
  personalInfo: contract({
    method: 'GET',
    path: '/api/personal_info',
    access: { action: 'get_self_attested' },
    tags: ['session'],
    summary: 'Name, e-mail and enrolment state of the signed-in clinician',
    response: personalInfoDataSchema,
    errors: [],
  }),
  organizationConfig: contract({
    method: 'GET',
    path: '/api/sso_subscriber_config',
    access: 'public',
    tags: ['session'],
    summary: "An organization's name and logo for its sign-in page; 404 unless organization sign-in is on",
    query: z.object({ organization: z.string().trim().min(1).max(64) }),
    response: organizationConfigDataSchema,
    errors: ['request.not-found'],
  }),
};
