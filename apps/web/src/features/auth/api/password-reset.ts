import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

/** POST /api/password_reset (public): e-mails a new reset link if the address has an account. */
export async function requestPasswordReset(email: string, client: ApiClient = api): Promise<void> {
  await client.post('/api/password_reset', { email }, { auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
}
