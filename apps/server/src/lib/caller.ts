import type { AuditOrigin } from '../modules/audit/audit.service';
import type { ActorRow } from '../modules/session/session.repository';

/**
 * Who is calling: set once by the auth plugin (plugins/auth.ts) as `request.caller` for every signed-in
 * request, and passed to services, which take it instead of reading the request. `origin` is what the audit
 * log records of the call (ip, request id, user and actor ids).
 */
export interface Caller {
  userId: string;
  grantId: string;
  /** The actor the call acts as (the X-Actor-Id header, else the first); null for a user with none. */
  actorId: string | null;
  actor: ActorRow | null;
  actors: ActorRow[];
  origin: AuditOrigin;
}
