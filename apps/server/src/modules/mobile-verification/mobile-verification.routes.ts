import { makePhoneSchema, verificationCodeSchema } from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { createCodeSms } from '../verification-codes/sms-outbox';
import { sendMobileCode, verifyMobileCode, type Caller } from './mobile-verification.service';

export const mobileVerificationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = { ...deps, sms: deps.adapters.sms ?? createCodeSms(deps) };
  const caller = (request: Parameters<typeof auditOrigin>[0]): Caller => ({
    userId: request.auth!.userId,
    actorId: request.auth!.actorId,
    ip: request.ip,
    origin: auditOrigin(request),
  });

  app.post(
    '/api/mobile_code',
    {
      config: { access: { action: 'post_self_attested' } },
      schema: {
        tags: ['enrolment'],
        summary:
          'Texts a 6-digit code to confirm the mobile number; a new one after resend_after_seconds (else 429 with Retry-After)',
        body: z.object({ phone_number: makePhoneSchema() }),
        response: {
          200: z.object({
            data: z.object({ resend_after_seconds: z.number().int(), expires_in_seconds: z.number().int() }),
          }),
        },
      },
    },
    async (request) => ({ data: await sendMobileCode(service, caller(request), request.body.phone_number) }),
  );

  app.post(
    '/api/mobile_code/verify',
    {
      config: { access: { action: 'post_self_attested' } },
      schema: {
        tags: ['enrolment'],
        summary:
          'Checks the texted code; saves basic_info|phone_number as confirmed (400 verification-code.wrong or .expired)',
        body: z.object({ phone_number: makePhoneSchema(), code: verificationCodeSchema }),
        response: { 200: z.object({ data: z.object({ mobile_confirm: z.literal(true) }) }) },
      },
    },
    async (request) => ({
      data: await verifyMobileCode(service, caller(request), {
        phone: request.body.phone_number,
        code: request.body.code,
      }),
    }),
  );
};
