import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

const sentSchema = z.object({
  data: z.object({ resend_after_seconds: z.number(), expires_in_seconds: z.number() }),
});
export type CodeSent = z.infer<typeof sentSchema>['data'];

/** POST /api/mobile_code: texts a 6-digit code to the number (429 request.rate-limited while too early). */
export async function sendMobileCode(phoneNumber: string, client: ApiClient = api): Promise<CodeSent> {
  return sentSchema.parse(await client.post('/api/mobile_code', { phone_number: phoneNumber })).data;
}

/** POST /api/mobile_code/verify: 400 verification-code.wrong or verification-code.expired when not. */
export async function verifyMobileCode(
  phoneNumber: string,
  code: string,
  client: ApiClient = api,
): Promise<{ mobile_confirm: boolean }> {
  const answer = await client.post('/api/mobile_code/verify', { phone_number: phoneNumber, code });
  return z.object({ data: z.object({ mobile_confirm: z.boolean() }) }).parse(answer).data;
}
