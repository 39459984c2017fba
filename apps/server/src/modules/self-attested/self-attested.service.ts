import { enrollmentStatusSchema, selfAttestedKey, type SelfAttestedKey } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { audit, type AuditOrigin } from '../audit/audit.service';
import { readValues, writeValue } from './self-attested.repository';

export const ENROLLMENT_STATUS_KEY = selfAttestedKey('status', 'enrollment_status');

/**
 * Keys the API accepts, each with the schema of its value. The enrolment issue adds the profile sections
 * here; a key not listed is refused.
 */
export const WRITABLE_KEYS: Partial<Record<SelfAttestedKey, z.ZodType>> = {
  [ENROLLMENT_STATUS_KEY]: enrollmentStatusSchema,
};

export interface SelfAttestedDeps {
  db: Kysely<Database>;
  clock: Clock;
}

export interface Who {
  userId: string;
  actorId: string | null;
  origin: AuditOrigin;
}

export async function getSelfAttested(deps: SelfAttestedDeps, who: Who, keys?: readonly string[]) {
  const rows = await readValues(deps.db, who.userId, keys);
  await audit(deps.db, who.origin, {
    action: 'self_attested.read',
    outcome: 'success',
    target_type: 'user',
    target_id: who.userId,
  });
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

function validate(data: Record<string, unknown>) {
  const details: { path: string; message: string }[] = [];
  const values: [string, unknown][] = [];
  for (const [key, value] of Object.entries(data)) {
    const schema = WRITABLE_KEYS[key as SelfAttestedKey];
    if (!schema) {
      details.push({ path: `data.${key}`, message: 'request.invalid' });
      continue;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) values.push([key, parsed.data]);
    else
      for (const issue of parsed.error.issues) details.push({ path: `data.${key}`, message: issue.message });
  }
  if (details.length || values.length === 0) {
    throw badRequest(details.length ? details : [{ path: 'data', message: 'validation.required' }]);
  }
  return values;
}

/** All keys or none: values, history and the audit row commit together. */
export async function postSelfAttested(deps: SelfAttestedDeps, who: Who, data: Record<string, unknown>) {
  const values = validate(data);
  const at = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    for (const [key, value] of values) {
      await writeValue(trx, { userId: who.userId, actorId: who.actorId, key, value, at });
    }
    await audit(trx, who.origin, {
      action: 'self_attested.write',
      outcome: 'success',
      target_type: 'user',
      target_id: who.userId,
      details: { keys: values.map(([key]) => key).join(',') },
    });
  });
  return Object.fromEntries(values);
}
