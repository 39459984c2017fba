import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, NewAuditEntry } from '../../db/schema';
import { insertAudit } from './audit.repository';

/** Who and from where, as the audit log records it. Never personal values: ids and outcomes only. */
export interface AuditOrigin {
  ip: string | null;
  request_id: string | null;
  user_id?: string | null;
  actor_id?: string | null;
}

export function auditOrigin(request: FastifyRequest): AuditOrigin {
  return {
    ip: request.ip ?? null,
    request_id: request.id,
    user_id: request.caller?.userId ?? null,
    actor_id: request.caller?.actorId ?? null,
  };
}

export interface AuditEvent {
  action: string;
  outcome: NewAuditEntry['outcome'];
  user_id?: string | null;
  actor_id?: string | null;
  target_type?: string | null;
  target_id?: string | null;
  details?: Record<string, string | number | boolean | null>;
}

export async function audit(db: Kysely<Database>, origin: AuditOrigin, event: AuditEvent): Promise<void> {
  await insertAudit(db, auditEntryOf(origin, event));
}

/** The row an event writes; a repository that reads and audits in one statement inserts exactly this. */
export function auditEntryOf(origin: AuditOrigin, event: AuditEvent): NewAuditEntry {
  return {
    ip: origin.ip,
    request_id: origin.request_id,
    user_id: event.user_id ?? origin.user_id ?? null,
    actor_id: event.actor_id ?? origin.actor_id ?? null,
    action: event.action,
    outcome: event.outcome,
    target_type: event.target_type ?? null,
    target_id: event.target_id ?? null,
    details: JSON.stringify(event.details ?? {}),
  };
}
