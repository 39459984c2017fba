import { z } from 'zod';
import { makePhoneSchema } from '../fields/phone';
import { verificationCodeSchema } from '../fields/verification-code';
import { contract } from './contract';

// The contract of the mobile-number confirmation (apps/server/src/modules/mobile-verification; enrolment's
// basic-info step).

export const codeSentSchema = z.object({
  resend_after_seconds: z.number().int(),
  expires_in_seconds: z.number().int(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

/** The endpoints of mobile verification (decision 030: one contract per endpoint). */
export const mobileVerificationApi = {
  send: contract({
    method: 'POST',
    path: '/api/mobile_code',
    access: { action: 'post_self_attested' },
    tags: ['enrolment'],
    summary:
      'Texts a 6-digit code to confirm the mobile number; a new one after resend_after_seconds (else 429 with Retry-After)',
    body: z.object({ phone_number: makePhoneSchema() }),
    response: codeSentSchema,
    errors: ['service.unavailable'],
  }),
  verify: contract({
    method: 'POST',
    path: '/api/mobile_code/verify',
    access: { action: 'post_self_attested' },
    tags: ['enrolment'],
    summary:
      'Checks the texted code; saves basic_info|phone_number as confirmed (400 verification-code.wrong or .expired)',
    body: z.object({ phone_number: makePhoneSchema(), code: verificationCodeSchema }),
    response: z.object({ mobile_confirm: z.literal(true) }),
    errors: ['verification-code.wrong', 'verification-code.expired'],
  }),
};
