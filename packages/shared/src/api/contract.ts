import { z } from 'zod';
import type { ActorAction } from '../domain/actors';
import type { ErrorCode } from '../errors';
import { toQueryString, type QueryValues } from '../routes/build';

// One contract per endpoint (decision 030): every /api and /ws endpoint is declared once, as data, in
// packages/shared/src/api/<domain>.ts. The server registers its route from the contract
// (apps/server/src/lib/contract-route.ts), the web calls it through the same object (apps/web/src/lib/
// api-endpoint.ts), the OpenAPI document and the security suite (apps/server/test/security) are generated
// from the list of contracts (api/index.ts). Nothing else declares a request or an answer shape.

/** Who may call an endpoint: anyone, any signed-in user, or an actor holding the action. */
export type Access = 'public' | 'authenticated' | { action: ActorAction };
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A multipart upload: the one file field, the MIME types taken, and the size limit enforced while streaming. */
export interface MultipartBody {
  /** Absent for a form of text fields only (PUT /api/clinician_task/{id}: the document is uploaded first). */
  file?: string;
  accept: readonly string[];
  maxBytes: number;
  /** Text fields sent beside the file, with their schema. */
  fields?: z.ZodObject;
}

export interface Contract {
  method: HttpMethod;
  /** Fastify style: `/api/work_history/:id`. */
  path: string;
  access: Access;
  /** OpenAPI grouping and one-line summary (required: the document is the API's reference). */
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body; for uploads use `multipart` instead. */
  body?: z.ZodType;
  multipart?: MultipartBody;
  /**
   * The answer. With `envelope: 'data'` (the default) the answer is `{ data }` and this is the schema of
   * `data`; with `'none'` it is the whole body (an empty 204, a redirect, a file) and may be omitted.
   */
  response?: z.ZodType;
  envelope?: 'data' | 'none';
  /** The success status (200 unless said). */
  status?: 200 | 201 | 202 | 204 | 302 | 303;
  /**
   * Other statuses answered with a body of their own instead of the error envelope, each with its schema
   * (GET /api/health's 503 with the same shape as its 200). Shown in the OpenAPI document.
   */
  otherAnswers?: Readonly<Partial<Record<503, z.ZodType>>>;
  /**
   * The coded errors this endpoint may answer beyond the ones every endpoint may (400, 401, 403, 429, 5xx).
   * Only catalogued codes (ErrorCode, ../errors.ts): a new one goes in its domain's api/<domain>.errors.ts.
   */
  errors: readonly ErrorCode[];
  /**
   * `'oauth'`: errors are answered as RFC 6749 §5.2 `{ error, error_description }` (OpenID4VCI's token and
   * credential endpoints, decision 058) instead of the envelope; `errors` still lists the codes thrown inside.
   */
  errorShape?: 'oauth';
  /** Only for endpoints an outside party posts to (a SAML assertion, a verifier's token page). */
  xsrf?: 'not-required';
  /**
   * The id in the path or query names no object anyone owns: `'lookup'` is a number looked up in an outside
   * registry (a Nursys NCSBN id), the same answer for every caller. The security suite's "another clinician's
   * object" check (apps/server/test/security, decision 032) then has nothing to check; set it only then.
   */
  idIsNotOwned?: 'lookup';
  /** A professional-network session not yet linked to a user may call this endpoint. */
  federatedUnlinked?: 'allowed';
}

/** Declares a contract, keeping its literal types (method, path, schemas) for the server and the web. */
export const contract = <const C extends Contract>(c: C): C => c;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The `data` an endpoint answers (after the server's serializer). */
export type ResponseOf<C extends Contract> = C['response'] extends z.ZodType ? z.output<C['response']> : void;
export type ParamsOf<C extends Contract> = Out<C['params']>;
export type QueryOf<C extends Contract> = Out<C['query']>;
export type BodyOf<C extends Contract> = Out<C['body']>;

/** What a caller passes: only the parts the contract declares, each required when declared. */
export type CallInput<C extends Contract> = (C['params'] extends z.ZodType
  ? { params: In<C['params']> }
  : { params?: undefined }) &
  (C['query'] extends z.ZodType ? { query: In<C['query']> } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: In<C['body']> } : { body?: undefined });

/** `/api/work_history/:id` with `{ id: 'a b' }` → `/api/work_history/a%20b`, plus the query string. */
export function urlOf(c: Pick<Contract, 'path'>, params?: unknown, query?: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = c.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${c.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  return `${path}${toQueryString(query as QueryValues | undefined)}`;
}

/** `{ data }` around a response schema, as the server answers it. */
export const envelopeOf = <S extends z.ZodType>(data: S) => z.object({ data });
