import { allContracts, errorCodes, HOLDER_ACTIONS } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedDateApp } from '../../src/modules/work-history/work-history-test-support';
import type { TestApp } from '../helpers/test-app';
import { validInput } from './examples';
import { actionOf, createSecurityContext, keyOf, send, type SecurityContext } from './security-context';

// Issue 18's "Done when": a clinician reaches no console call. Every contract of the organization side (the
// console's /api/console/… and the organization's /api/org/…), called with a valid request by a clinician
// who holds every clinician action and nothing else, is 403. A console contract added tomorrow is covered.
const consoleContracts = allContracts.filter(
  (contract) => contract.path.startsWith('/api/console/') || contract.path.startsWith('/api/org/'),
);

let t: TestApp;
let ctx: SecurityContext;
beforeAll(async () => {
  t = await createFixedDateApp({ RATE_LIMIT_PER_ADDRESS: '1000' });
  ctx = createSecurityContext(t.app, t.database.db);
});
afterAll(() => t.close());

describe('a clinician reaches no console call', () => {
  it('there are console contracts, and none asks for an action a clinician holds', () => {
    expect(consoleContracts.length).toBeGreaterThan(20);
    for (const contract of consoleContracts) {
      const action = actionOf(contract);
      expect(action, keyOf(contract)).toBeDefined();
      expect(HOLDER_ACTIONS as readonly string[], keyOf(contract)).not.toContain(action);
    }
  });

  it.each(consoleContracts.map((contract) => [keyOf(contract), contract] as const))(
    '%s: a clinician is 403',
    async (_key, contract) => {
      const clinician = await ctx.owner();
      // A request right for the contract's schemas (generated, no objects made): the action is checked first.
      const input = await validInput(ctx, contract, clinician, {});
      const response = await send(ctx, contract, input, { session: clinician.session });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().error.code).toBe(errorCodes.forbidden);
    },
  );
});
