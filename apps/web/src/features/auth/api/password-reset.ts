import { accountsApi } from '@credence/shared';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint } from '#web/lib/api-endpoint';

/** POST /api/password_reset (public): e-mails a new reset link if the address has an account. */
export async function requestPasswordReset(email: string, client?: ApiClient): Promise<void> {
  await callEndpoint(accountsApi.passwordReset, { body: { email } }, { client });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
}
