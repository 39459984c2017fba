import { randomUUID } from 'node:crypto';
import { contract } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notFound } from '../../src/lib/app-error';
import { routeSchemaOf } from '../../src/lib/contract-route';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  addressedObject,
  defaultRegistries,
  othersObject,
  serverOwnedFields,
  signedOut,
  withoutTheAction,
  xsrf,
  type Registries,
} from './checks';
import { malformedInput } from './malformed';
import { createSecurityContext, keyOf, send, type SecurityContext } from './security-context';

// The suite's checks go red for endpoints added without protection: an app with two extra contracts whose
// routes skip a check, and the check functions run on them directly.

/** Declares the clinician's action, but the route is registered public and answers anyone's note. */
const leakyRead = contract({
  method: 'GET',
  path: '/api/security_suite/notes/:id',
  access: { action: 'get_self_attested' },
  tags: ['security-suite'],
  summary: 'A note by id (registered without its access check)',
  params: z.object({ id: z.uuid() }),
  response: z.looseObject({}),
  errors: ['request.not-found'],
});

/** Registered with the XSRF check bypassed, a loose body stored as sent, and a crash on long text. */
const carelessWrite = contract({
  method: 'POST',
  path: '/api/security_suite/notes',
  access: { action: 'post_self_attested' },
  tags: ['security-suite'],
  summary: 'Stores a note (without XSRF check, keeping every field sent)',
  body: z.looseObject({ text: z.string() }),
  response: z.object({ id: z.string() }),
  errors: [],
});

const notes = new Map<string, { owner: string; note: Record<string, unknown> }>();

const registries: Registries = {
  examples: {
    [keyOf(carelessWrite)]: {
      input: () => ({ body: { text: 'a note' } }),
      stored: async (_ctx, owner) =>
        [...notes.values()].filter((n) => n.owner === owner.user.id).map((n) => n.note),
    },
  },
  objectMakers: {
    [keyOf(leakyRead)]: async (ctx, owner) => {
      const response = await send(ctx, carelessWrite, { body: { text: 'mine' } }, { session: owner.session });
      return response.json().data.id;
    },
  },
};

describe('the security checks on endpoints added without protection', () => {
  let t: TestApp;
  let ctx: SecurityContext;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        extend: async (app) => {
          app.route({
            method: 'GET',
            url: leakyRead.path,
            config: { access: 'public', contract: leakyRead },
            schema: routeSchemaOf(leakyRead),
            handler: async (request) => {
              const found = notes.get((request.params as { id: string }).id);
              if (!found) throw notFound();
              return { data: found.note };
            },
          });
          app.route({
            method: 'POST',
            url: carelessWrite.path,
            config: { access: carelessWrite.access, contract: carelessWrite, xsrf: 'not-required' },
            schema: routeSchemaOf(carelessWrite),
            handler: async (request) => {
              const note = request.body as Record<string, unknown>;
              if (String(note.text).length > 50_000)
                throw new Error('value too long for type character varying');
              const id = randomUUID();
              notes.set(id, { owner: request.caller!.userId, note });
              return { data: { id } };
            },
          });
        },
      },
    );
    ctx = createSecurityContext(t.app, t.database.db);
  });
  afterAll(() => t.close());

  it('finds the route that answers signed out and without the action', async () => {
    expect(await signedOut(ctx, leakyRead, registries)).toEqual([
      expect.stringMatching(/^signed out: expected 401, got 404/),
    ]);
    expect(await withoutTheAction(ctx, leakyRead, registries)).toEqual([
      expect.stringMatching(/^an actor without get_self_attested: expected 403, got 404/),
    ]);
  });

  it('finds another clinician’s object answered instead of the 404 of a missing one', async () => {
    expect(await othersObject(ctx, leakyRead, registries)).toEqual([
      expect.stringMatching(
        /^another clinician’s object: expected 404, got 200 \{"data":\{"text":"mine"\}\}/,
      ),
    ]);
  });

  it('fails a contract addressing an object that has no object maker', async () => {
    expect(await othersObject(ctx, leakyRead, defaultRegistries)).toEqual([
      'GET /api/security_suite/notes/:id addresses an object (params.id) but apps/server/test/security/object-makers.ts has no entry making one: add it',
    ]);
  });

  it('passes over an addressed id only when the contract itself declares it a lookup', async () => {
    const lookup = { ...leakyRead, idIsNotOwned: 'lookup' as const };
    expect(addressedObject(leakyRead)).toEqual({ in: 'params', name: 'id' });
    expect(addressedObject(lookup)).toBeNull();
    expect(await othersObject(ctx, lookup, defaultRegistries)).toEqual([]);
  });

  it('finds the write that takes no XSRF token, a forged one and another session’s', async () => {
    expect(await xsrf(ctx, carelessWrite, registries)).toEqual([
      expect.stringMatching(/^without an XSRF token: expected 403, got 200/),
      expect.stringMatching(/^with a forged XSRF token: expected 403, got 200/),
      expect.stringMatching(/^with another session’s XSRF token: expected 403, got 200/),
    ]);
  });

  it('finds unknown and server-owned fields kept by the schema and stored', async () => {
    const findings = await serverOwnedFields(ctx, carelessWrite, registries);
    for (const field of [
      'user_id',
      'id_owner',
      'created_at',
      'updated_at',
      'constructor',
      'sec_unknown_field',
    ])
      expect(findings).toContain(`the body schema keeps the field ${field}`);
    expect(findings).toContainEqual(expect.stringMatching(/^a field the caller may not set was applied/));
  });

  it('finds malformed input answered with a 5xx', async () => {
    expect(await malformedInput(ctx, carelessWrite, registries)).toEqual([
      expect.stringMatching(/^100 kB in text: expected 400 in the envelope, got 500/),
    ]);
  });

  it('finds nothing wrong with a protected contract of the same shapes', async () => {
    expect(await signedOut(ctx, carelessWrite, registries)).toEqual([]);
    expect(await withoutTheAction(ctx, carelessWrite, registries)).toEqual([]);
  });
});
