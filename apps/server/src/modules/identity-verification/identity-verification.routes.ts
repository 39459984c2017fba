import { idVerificationStatusSchema } from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import {
  createApplicant,
  requirementIdentity,
  runIdentityCheck,
  startVerification,
  updateVerification,
  type Caller,
} from './identity-verification.service';

const checkStatusSchema = z.enum(['pending', 'finished', 'invalid']);
const startedSchema = z.object({
  data: z.object({
    status: idVerificationStatusSchema,
    /** Open on a phone to finish there; carries the token below. */
    cross_device_url: z.string(),
    cross_device_token: z.string(),
    expires_in_seconds: z.number().int(),
  }),
});

export const identityVerificationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = { ...deps, identity: deps.adapters.identity };
  const caller = (request: Parameters<typeof auditOrigin>[0]): Caller => ({
    userId: request.auth!.userId,
    actorId: request.auth!.actorId,
    origin: auditOrigin(request),
  });
  const write = { access: { action: 'post_self_attested' } } as const;

  app.post(
    '/api/id_applicant',
    {
      config: write,
      schema: {
        tags: ['identity-verification'],
        summary:
          'Creates the identity-provider applicant from the saved name, date of birth and address (400 naming missing keys)',
        response: { 200: z.object({ data: z.object({ applicant_id: z.string() }) }) },
      },
    },
    async (request) => ({ data: await createApplicant(service, caller(request)) }),
  );

  app.post(
    '/api/id_check',
    {
      config: write,
      schema: {
        tags: ['identity-verification'],
        summary: 'Runs the identity check and saves its outcome in basic_info|verification',
        response: {
          200: z.object({ data: z.object({ status: checkStatusSchema, checked_at: z.string() }) }),
        },
      },
    },
    async (request) => ({ data: await runIdentityCheck(service, caller(request)) }),
  );

  for (const url of ['/api/id_verify', '/api/verify_identity']) {
    app.post(
      url,
      {
        config: write,
        schema: {
          tags: ['identity-verification'],
          summary:
            url === '/api/id_verify'
              ? 'Starts identity verification: the current status and a cross-device link'
              : 'Starts identity verification on the organization sign-in path (same as POST /api/id_verify)',
          response: { 200: startedSchema },
        },
      },
      async (request) => ({ data: await startVerification(service, caller(request)) }),
    );
  }

  app.put(
    '/api/id_verification',
    {
      config: write,
      schema: {
        tags: ['identity-verification'],
        summary:
          'pending once the person has done their part (the result is fetched from the provider), or not_started to retry after invalid',
        body: z.object({
          status: idVerificationStatusSchema,
          /** When finishing on a phone through the cross-device link. */
          cross_device_token: z.string().min(1).max(200).optional(),
        }),
        response: { 200: z.object({ data: z.object({ status: idVerificationStatusSchema }) }) },
      },
    },
    async (request) => ({
      data: await updateVerification(service, caller(request), {
        status: request.body.status,
        crossDeviceToken: request.body.cross_device_token,
      }),
    }),
  );

  app.get(
    '/api/app_req/id_verification',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['identity-verification'],
        summary:
          "Whether the clinician's application requirement asks for the identity check and identity verification (404 unless theirs)",
        querystring: z.object({ app_req_id: z.uuid({ error: 'request.invalid' }) }),
        response: {
          200: z.object({
            data: z.object({
              app_req_id: z.string(),
              identity_check: z.boolean(),
              identity_verification: z.boolean(),
              status: idVerificationStatusSchema,
            }),
          }),
        },
      },
    },
    async (request) => ({
      data: await requirementIdentity(service, caller(request), request.query.app_req_id),
    }),
  );
};
