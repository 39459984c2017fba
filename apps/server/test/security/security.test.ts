import { allContracts } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedDateApp } from '../../src/modules/work-history/work-history-test-support';
import type { TestApp } from '../helpers/test-app';
import { othersObject, serverOwnedFields, signedOut, withoutTheAction, xsrf } from './checks';
import { malformedInput } from './malformed';
import { createSecurityContext, keyOf, type SecurityContext } from './security-context';

// The generated security suite (issue 10; decision 032): every check, for every contract in allContracts.
// A contract added tomorrow is covered without a test of its own; one that addresses an object needs an
// entry in object-makers.ts, or the suite says so. One app for the file; the people are signed in once.
const checks = { signedOut, withoutTheAction, xsrf, othersObject, serverOwnedFields, malformedInput };

let t: TestApp;
let ctx: SecurityContext;
beforeAll(async () => {
  // The suite signs in three people per action from one address, on a clock that never moves: more than
  // the default 50 sign-ins per address and window. The limit itself is tested in modules/rate-limit.
  t = await createFixedDateApp({ RATE_LIMIT_PER_ADDRESS: '1000' });
  ctx = createSecurityContext(t.app, t.database.db);
});
afterAll(() => t.close());

describe.each(allContracts.map((contract) => [keyOf(contract), contract] as const))(
  '%s',
  (_key, contract) => {
    it.each(Object.entries(checks))('%s', async (_name, check) => {
      expect(await check(ctx, contract)).toEqual([]);
    });
  },
);
