import { ACTOR_ACTIONS, HOLDER_ACTIONS, urlOf, type ActorAction, type Contract } from '@credence/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { multipart } from '../../src/modules/resume-parser/resume-test-files';
import { createUser, signIn, type TestSession, type TestUser } from '../helpers/sign-in';

// The people the generated security suite calls as (one app per test file, sign-ins made once and reused).

export interface Party {
  user: TestUser;
  session: TestSession;
}

export interface SecurityContext {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** A clinician holding every clinician action and `action`: makes the objects, sends the malformed input. */
  owner(action?: ActorAction): Promise<Party>;
  /** A second clinician like the owner: must never reach the owner's objects. */
  other(action?: ActorAction): Promise<Party>;
  /** An actor holding every action but this one. */
  without(action: ActorAction): Promise<Party>;
}

export function createSecurityContext(app: FastifyInstance, db: Kysely<Database>): SecurityContext {
  const parties = new Map<string, Promise<Party>>();
  const party = (key: string, actions: string[]) => {
    let made = parties.get(key);
    if (!made) {
      made = createUser(db, { actions }).then(async (user) => ({ user, session: await signIn(app, user) }));
      parties.set(key, made);
    }
    return made;
  };
  const holding = (action?: ActorAction) =>
    action && !(HOLDER_ACTIONS as readonly string[]).includes(action)
      ? [...HOLDER_ACTIONS, action]
      : [...HOLDER_ACTIONS];
  return {
    app,
    db,
    owner: (action) => party(`owner:${holding(action).length}:${action}`, holding(action)),
    other: (action) => party(`other:${holding(action).length}:${action}`, holding(action)),
    without: (action) =>
      party(
        `without:${action}`,
        ACTOR_ACTIONS.filter((a) => a !== action),
      ),
  };
}

/** What one call sends: the contract's parts, and the raw body text and content type when a check forges them. */
export interface CallParts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface SendOptions {
  session?: TestSession | null;
  /** Replaces (or with `undefined`, removes) headers of the session. */
  headers?: Record<string, string | undefined>;
  /** The body exactly as sent; defaults to JSON of `parts.body`. */
  payload?: string;
  contentType?: string;
  /** A URL built by the check (a malformed query or path parameter). */
  url?: string;
}

export function send(
  ctx: SecurityContext,
  contract: Contract,
  parts: CallParts,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(options.session ? options.session.headers() : {}) };
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  // A form of text fields only (a multipart contract without a file) is sent as the browser's FormData
  // sends it: each body field a part, objects as JSON. Forged payloads (malformed input) stay as they are.
  if (options.payload === undefined && contract.multipart && !contract.multipart.file) {
    const fields = Object.entries((parts.body ?? {}) as Record<string, unknown>).map(([name, value]) => ({
      name,
      content: typeof value === 'string' ? value : JSON.stringify(value),
    }));
    const form = multipart(fields);
    headers['content-type'] = form.contentType;
    return ctx.app.inject({
      method: contract.method,
      url: options.url ?? urlOf(contract, parts.params, parts.query),
      headers,
      payload: form.payload,
    });
  }
  const payload = options.payload ?? (parts.body === undefined ? undefined : JSON.stringify(parts.body));
  if (payload !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  return ctx.app.inject({
    method: contract.method,
    url: options.url ?? urlOf(contract, parts.params, parts.query),
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** `GET /api/reference`: how the registries name a contract. */
export const keyOf = (contract: Pick<Contract, 'method' | 'path'>) => `${contract.method} ${contract.path}`;

/** The action a contract requires, if any. */
export const actionOf = (contract: Contract): ActorAction | undefined =>
  typeof contract.access === 'object' ? contract.access.action : undefined;
