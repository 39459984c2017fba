import { referencesApi } from '@credence/shared';
import { validReference } from '../../src/modules/references/references-test-support';
import { keyOf, send, type Party, type SecurityContext } from './security-context';

// For every contract that addresses one object (a `:id` path parameter, or an `id` in its query or body):
// how to make such an object as its owner and answer its id. The suite then asks for it as another
// clinician and expects the very 404 a missing id gets. A contract addressing an object with no entry here
// fails the suite: a new endpoint adds its entry (docs/architecture.md, "Add an endpoint").

export type ObjectMaker = (ctx: SecurityContext, owner: Party) => Promise<string>;

/** Keyed by `METHOD /path` (keyOf). */
export const objectMakers: Record<string, ObjectMaker> = {
  [keyOf(referencesApi.remove)]: async (ctx, owner) => {
    const reference = validReference();
    const response = await send(
      ctx,
      referencesApi.save,
      { body: { references: [reference] } },
      { session: owner.session },
    );
    if (response.statusCode !== 200) throw new Error(`storing a reference answered ${response.statusCode}`);
    return reference.id;
  },
};
