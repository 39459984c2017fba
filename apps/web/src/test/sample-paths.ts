import { buildPath } from '@credence/shared';
import type { Route } from '@credence/shared';

export const SAMPLE_ID = '0b9a4d1e-3c2f-4e8a-9b7c-1d2e3f4a5b6c';

const PARAMS = {
  error: 'expired',
  subGroup: 'group-1',
  appReqID: SAMPLE_ID,
  taskId: SAMPLE_ID,
  subscriptionId: SAMPLE_ID,
  credentialId: SAMPLE_ID,
  kind: 'link',
};

/** A URL that opens `route` without being redirected away. */
export function samplePath(route: Route): string {
  const query = route.id === 'claimAccount' ? { hash: 'h', nonce: 'n' } : undefined;
  return buildPath(route.id, PARAMS, query);
}
