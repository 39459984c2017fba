import { expect, it } from 'vitest';
import { toRouterPath } from './route-path';

it.each([
  ['/', '/'],
  ['/credentials', '/credentials'],
  ['/enroll/:hash?', '/enroll/:hash?'],
  ['/professional-history/:appReqID/:step?', '/professional-history/:appReqID/:step?'],
  ['/v3/:kind-error', '/v3/:kind'],
])('%s -> %s', (pattern, path) => {
  expect(toRouterPath(pattern)).toBe(path);
});
