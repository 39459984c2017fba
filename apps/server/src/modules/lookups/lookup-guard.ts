import { LOOKUP_SOURCE_NAMES, lookupErrors, translate, type LookupSourceKey } from '@credence/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isAdapterError } from '../../adapters/http';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError, rateLimited } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { addHit } from '../rate-limit/rate-limit.repository';

/** 503: the source failed or timed out; the web offers manual entry. */
export const lookupUnavailable = (source: LookupSourceKey) =>
  new AppError(
    503,
    lookupErrors.unavailable,
    translate('lookup.unavailable', { source: LOOKUP_SOURCE_NAMES[source] }),
  );

/** 404: the source answered and holds no such record. */
export const lookupNotFound = (source: LookupSourceKey) =>
  new AppError(
    404,
    lookupErrors.notFound,
    translate('lookup.not-found', { source: LOOKUP_SOURCE_NAMES[source] }),
  );

/**
 * Runs one adapter call and turns its AdapterError into the coded answer the web understands:
 * adapter.not-found → 404 lookup.not-found, anything else (unavailable, timeout, bad answer) → 503
 * lookup.unavailable. Only the source and the adapter's code are logged: its message names paths, never values.
 */
export async function fromSource<T>(
  source: LookupSourceKey,
  log: FastifyBaseLogger,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isAdapterError(error)) throw error;
    if (error.code === 'adapter.not-found') throw lookupNotFound(source);
    log.warn({ source, adapterCode: error.code, status: error.status }, 'external look-up failed');
    throw lookupUnavailable(source);
  }
}

export interface LookupLimitDeps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
}

/** Address autocomplete runs while the clinician types, so its bucket holds this many times more. */
export const ADDRESS_LOOKUP_FACTOR = 10;

export type LookupBucket = 'registry' | 'address';

/**
 * Each external look-up counts against the account (user id) in the rate-limit window
 * (RATE_LIMIT_WINDOW_MINUTES): registry look-ups (NPPES, Nursys, FSMB) up to RATE_LIMIT_LOOKUPS_PER_ACCOUNT,
 * address suggestions and details up to ADDRESS_LOOKUP_FACTOR times that; past it, 429 with Retry-After, so
 * one account cannot drain a source's quota for everybody.
 */
export async function consumeLookup(
  deps: LookupLimitDeps,
  userId: string,
  bucket: LookupBucket,
): Promise<void> {
  const size = deps.config.RATE_LIMIT_WINDOW_MINUTES * 60_000;
  const now = deps.clock().getTime();
  const start = Math.floor(now / size) * size;
  const limit =
    deps.config.RATE_LIMIT_LOOKUPS_PER_ACCOUNT * (bucket === 'address' ? ADDRESS_LOOKUP_FACTOR : 1);
  const hits = await addHit(deps.db, `lookup:${bucket}:account:${userId}`, new Date(start));
  if (hits > limit) throw rateLimited(Math.ceil((start + size - now) / 1000));
}
