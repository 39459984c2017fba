import { json } from '#web/test/fetch';
import type { Handler } from '#web/test/fetch';
import { walletApi } from '../../test/wallet-api';

/**
 * A profile server for the editors' tests: GET /api/self_attested answers the values, POST merges what
 * is sent (or answers `refuse`'s 400 while it is set), GET /api/verifications answers `verifications`;
 * `overrides` adds or replaces calls (POST /api/document for an upload).
 */
export function profileServer(
  initial: Record<string, unknown>,
  verifications: unknown[] = [],
  overrides: Record<string, Handler | Response> = {},
) {
  const state = {
    values: { ...initial },
    refuse: null as null | { path: string; message: string }[],
    posts: [] as Record<string, unknown>[],
  };
  const post: Handler = ({ init }) => {
    const { data } = JSON.parse(String(init.body)) as { data: Record<string, unknown> };
    state.posts.push(data);
    if (state.refuse)
      return json({ error: { code: 'request.invalid', message: 'Bad Request', details: state.refuse } }, 400);
    Object.assign(state.values, data);
    return json({ data });
  };
  const { fetch } = walletApi([], {
    'GET /api/self_attested': () => json({ data: state.values }),
    'POST /api/self_attested': post,
    'GET /api/verifications': json({ data: { verifications } }),
    ...overrides,
  });
  return { fetch, state };
}
