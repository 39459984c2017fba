import { mobileVerificationApi, type CodeSent } from '@credence/shared';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint } from '#web/lib/api-endpoint';

export type { CodeSent };

/** POST /api/mobile_code: texts a 6-digit code to the number (429 request.rate-limited while too early). */
export async function sendMobileCode(phoneNumber: string, client?: ApiClient): Promise<CodeSent> {
  return callEndpoint(mobileVerificationApi.send, { body: { phone_number: phoneNumber } }, { client });
}

/** POST /api/mobile_code/verify: 400 verification-code.wrong or verification-code.expired when not. */
export async function verifyMobileCode(
  phoneNumber: string,
  code: string,
  client?: ApiClient,
): Promise<{ mobile_confirm: boolean }> {
  return callEndpoint(
    mobileVerificationApi.verify,
    { body: { phone_number: phoneNumber, code } },
    { client },
  );
}
