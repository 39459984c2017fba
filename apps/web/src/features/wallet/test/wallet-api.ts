import type { Credential, CredentialListData } from '@credence/shared';
import { json, mockFetch } from '#web/test/fetch';
import type { Handler } from '#web/test/fetch';
import { holderSubscriptionSample, personalInfoSample } from '#web/test/contract-samples';

/** The calls every signed-in page makes (the header), plus a credential list the test can change. */
export function walletApi(
  credentials: Credential[],
  overrides: Record<string, Handler | Response> = {},
  inProgress: CredentialListData['in_progress'] = [],
) {
  const state = { credentials, inProgress };
  const fetch = mockFetch({
    'GET /api/personal_info': json({
      data: personalInfoSample({ first_name: 'Ada', enrollment_status: 'finished' }),
    }),
    'GET /api/holder_subscriptions': json({ data: [holderSubscriptionSample()] }),
    'GET /api/credential': () =>
      json({ data: { credentials: state.credentials, in_progress: state.inProgress } }),
    ...overrides,
  });
  return { fetch, state };
}
