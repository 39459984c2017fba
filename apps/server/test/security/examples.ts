import type { Contract } from '@credence/shared';
import { generateSync, type JsonSchema } from 'json-schema-faker';
import { z } from 'zod';
import { validReference } from '../../src/modules/references/references-test-support';
import { keyOf, type CallParts, type Party, type SecurityContext } from './security-context';

// A valid call of each contract, for the checks that change one thing in it. By default it is generated from
// the contract's schemas (zod → JSON Schema → json-schema-faker): right for the schema, not always for the
// service's own rules. A contract whose call must also pass the service (to store something the suite then
// reads back) has an entry here.

export interface Example {
  /** A call the owner may make and the service accepts. */
  input(ctx: SecurityContext, owner: Party): CallParts | Promise<CallParts>;
  /**
   * What the call stored, as the database holds it (rows of the owner): the suite checks no server-owned or
   * unknown field sent with the body reached it.
   */
  stored?(ctx: SecurityContext, owner: Party): Promise<unknown>;
}

/** Keyed by `METHOD /path` (keyOf). */
export const examples: Record<string, Example> = {
  'POST /api/reference': {
    input: () => ({ body: { references: [validReference()] } }),
    stored: (ctx, owner) =>
      ctx.db.selectFrom('peer_references').selectAll().where('user_id', '=', owner.user.id).execute(),
  },
};

/** The JSON Schema of what a caller sends for one part of a contract. */
export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & {
    properties?: Record<string, JsonSchema>;
  };

const generated = (schema: z.ZodType | undefined, seed: number) => {
  if (!schema) return undefined;
  for (let attempt = 0; attempt < 20; attempt++) {
    const value = generateSync(jsonSchemaOf(schema), {
      seed: seed + attempt,
      alwaysFakeOptionals: true,
      fillProperties: false,
      maxItems: 2,
    });
    if (schema.safeParse(value).success) return value as Record<string, unknown>;
  }
  throw new Error(`no valid example could be generated for ${JSON.stringify(jsonSchemaOf(schema))}`);
};

/** A valid call: the registry's example, else one generated from the schemas. */
export async function validInput(
  ctx: SecurityContext,
  contract: Contract,
  owner: Party,
  registry: Record<string, Example> = examples,
): Promise<CallParts> {
  const example = registry[keyOf(contract)];
  if (example) return example.input(ctx, owner);
  const parts: CallParts = {};
  const params = generated(contract.params, 1);
  const query = generated(contract.query, 2);
  const body = generated(contract.body, 3);
  if (params) parts.params = params;
  if (query) parts.query = query;
  if (body !== undefined) parts.body = body;
  return parts;
}
