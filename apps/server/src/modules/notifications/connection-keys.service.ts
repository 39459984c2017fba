import { WS_CONNECTION_KEY_TTL_SECONDS } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { hashToken, newOneTimeToken } from '../../lib/one-time-token';
import type { Caller } from '../../lib/caller';
import { audit, type AuditOrigin } from '../audit/audit.service';
import { grantIsActive } from '../oidc/oidc.repository';
import { consumeAccountQuota, type RateLimitDeps } from '../rate-limit/rate-limit.service';
import { consumeConnectionKey, deleteSpentKeys, insertConnectionKey } from './live.repository';

interface KeyDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** Who a live connection belongs to: bound to the grant so it ends with the session. */
export interface LiveSession {
  userId: string;
  actorId: string | null;
  grantId: string;
}

/**
 * Keys one account may ask for per minute: the app asks once per connection and reconnects with backoff, so
 * only a runaway client or a script reaches this; it then gets 429 request.rate-limited with Retry-After.
 */
export const WS_INITIATE_PER_MINUTE = 30;

/**
 * POST /ws/initiate. A browser cannot send a bearer token when opening a WebSocket, so it first asks for a
 * key: 256 random bits, stored only as a hash with the session it stands for, usable once and for a few
 * seconds.
 */
export async function issueConnectionKey(deps: KeyDeps & RateLimitDeps, caller: Caller) {
  await consumeAccountQuota(deps, {
    action: 'ws-initiate',
    account: caller.userId,
    limit: WS_INITIATE_PER_MINUTE,
    windowSeconds: 60,
  });
  const key = newOneTimeToken();
  const now = deps.clock();
  await deleteSpentKeys(deps.db, caller.userId, now);
  await insertConnectionKey(deps.db, {
    keyHash: hashToken(key),
    userId: caller.userId,
    actorId: caller.actorId,
    grantId: caller.grantId,
    expiresAt: new Date(now.getTime() + WS_CONNECTION_KEY_TTL_SECONDS * 1000),
  });
  return { connection_key: key };
}

/** The session behind a key, once; null for an unknown, used or expired key or an ended session. */
export async function redeemConnectionKey(
  deps: KeyDeps,
  key: string,
  origin: AuditOrigin,
): Promise<LiveSession | null> {
  const now = deps.clock();
  const row = await consumeConnectionKey(deps.db, hashToken(key), now);
  const active = row ? await grantIsActive(deps.db, row.grant_id, now) : false;
  await audit(deps.db, origin, {
    action: 'live.connect',
    outcome: row && active ? 'success' : 'denied',
    user_id: row?.user_id ?? null,
    actor_id: row?.actor_id ?? null,
    ...(row && active ? {} : { details: { reason: row ? 'session-ended' : 'key-invalid' } }),
  });
  if (!row || !active) return null;
  return { userId: row.user_id, actorId: row.actor_id, grantId: row.grant_id };
}
