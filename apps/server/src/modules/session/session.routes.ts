import { accessLevelSchema, enrollmentStatusSchema, enrollmentStepIdSchema } from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANONYMOUS_COOKIE, XSRF_COOKIE } from '../../lib/xsrf';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { lookupOrganizationAccount } from '../users/account-lookup.service';
import {
  describeActors,
  issueXsrf,
  logout,
  lookupAccount,
  personalInfo,
  recordLoginEvent,
} from './session.service';

const actorSchema = z.object({
  id: z.string(),
  access_level: accessLevelSchema.or(z.string()),
  actions: z.array(z.string()),
  settings: z.record(z.string(), z.unknown()),
  name: z.string(),
  subscriber_group: z.string().nullable(),
  subscriber_group_name: z.string().nullable(),
  chat_hash: z.string().nullable(),
});
const done = z.object({ data: z.object({ ok: z.literal(true) }) });

export const sessionRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const secure = deps.config.PUBLIC_ORIGIN.startsWith('https:');

  app.get(
    '/api/xsrf',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Sets the XSRF-TOKEN cookie, bound to the session; echo it in x-xsrf-token',
        response: { 200: z.object({ data: z.object({ token: z.string() }) }) },
      },
    },
    async (request, reply) => {
      const issued = issueXsrf(deps.secrets.xsrfKey, {
        auth: request.auth,
        anonymousId: request.cookies[ANONYMOUS_COOKIE],
      });
      if (issued.anonymousId) {
        reply.setCookie(ANONYMOUS_COOKIE, issued.anonymousId, {
          path: '/api',
          httpOnly: true,
          sameSite: 'strict',
          secure,
        });
      }
      reply.setCookie(XSRF_COOKIE, issued.token, { path: '/', httpOnly: false, sameSite: 'strict', secure });
      return { data: { token: issued.token } };
    },
  );

  app.get(
    '/api/actor',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['session'],
        summary: "The signed-in person's actors and the support-chat token",
        response: {
          200: z.object({
            data: z.object({ actors: z.array(actorSchema) }),
            chat_token: z.string().nullable(),
          }),
        },
      },
    },
    async (request) => {
      const { actors, chatToken } = await describeActors(deps, request.auth!);
      return { data: { actors }, chat_token: chatToken };
    },
  );

  app.post(
    '/api/logout',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['session'],
        summary: 'Ends the session: its tokens are refused afterwards',
        response: { 200: done },
      },
    },
    async (request) => {
      await logout(deps, request.auth!, auditOrigin(request));
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/event',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['session'],
        summary: 'Records a session event (login)',
        body: z.object({ event_type: z.literal('login') }),
        response: { 200: done },
      },
    },
    async (request) => {
      await recordLoginEvent(deps, request.auth!, auditOrigin(request));
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/api/account_lookup',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['session'],
        summary:
          'Account status of the signed-in person; with email, staff (invite_clinicians) look up a person of their organization',
        querystring: z.object({ email: z.string().trim().min(3).max(320).optional() }),
        response: {
          200: z.object({
            data: z.object({ claimed: z.boolean(), has_actor: z.boolean(), job_id: z.string().nullable() }),
          }),
        },
      },
    },
    async (request) => ({
      data: request.query.email
        ? await lookupOrganizationAccount(deps, {
            auth: request.auth!,
            email: request.query.email,
            origin: auditOrigin(request),
          })
        : await lookupAccount(deps, request.auth!),
    }),
  );

  app.get(
    '/api/personal_info',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['session'],
        summary: 'Name, e-mail and enrolment state of the signed-in clinician',
        response: {
          200: z.object({
            data: z.object({
              enrollment_status: enrollmentStatusSchema,
              force_enroll: z.boolean(),
              /** Where the wizard resumes: the first unfinished step (review once all are done). */
              first_unfinished_step: enrollmentStepIdSchema.nullable(),
              first_name: z.string().nullable(),
              last_name: z.string().nullable(),
              email: z.string().nullable(),
              /** Whether the e-mail address is confirmed; null for an account without one (phone sign-up). */
              email_confirmed: z.boolean().nullable(),
            }),
          }),
        },
      },
    },
    async (request) => ({ data: await personalInfo(deps, request.auth!, auditOrigin(request)) }),
  );
};
