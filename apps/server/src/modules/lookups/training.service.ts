import { randomUUID } from 'node:crypto';
import {
  selfAttestedKey,
  trainingTypeSchema,
  type TrainingInputValues,
  type TrainingPosition,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { audit, type AuditOrigin } from '../audit/audit.service';
import { readValues, writeValue } from '../self-attested/self-attested.repository';
import { lockProfileKey } from './lookups.repository';
import { findProgram } from './reference.service';

export const WORK_HISTORY_KEY = selfAttestedKey('work_history', 'history');

export interface Who {
  userId: string;
  actorId: string | null;
  origin: AuditOrigin;
}

/** The position a checked input describes; a program from the list fills what the clinician left blank. */
function toPosition(input: TrainingInputValues): TrainingPosition {
  const programId = input.program_id.trim();
  const program = programId ? findProgram(programId) : undefined;
  if (programId && !program) throw badRequest([{ path: 'program_id', message: 'lookup.program-unknown' }]);
  const pick = (typed: string, listed: string | undefined) => typed.trim() || listed || '';
  return {
    id: randomUUID(),
    type: 'training',
    training_type: trainingTypeSchema.parse(input.training_type),
    program_id: program?.id ?? '',
    program_name: pick(input.program_name, program?.program_name),
    institution: pick(input.institution_name, program?.institution_name),
    specialty: pick(input.specialty, program?.specialty),
    start_date: input.start_date.trim(),
    end_date: input.isCurrent ? '' : input.end_date.trim(),
    isCurrent: input.isCurrent,
    address_city: pick(input.city, program?.city),
    address_state: pick(input.state, program?.state).toUpperCase(),
    address_country: 'US',
  };
}

/** Appends the position to work_history|history; the value, its history row and the audit commit together. */
export async function addTrainingPosition(
  deps: { db: Kysely<Database>; clock: Clock },
  who: Who,
  input: TrainingInputValues,
): Promise<TrainingPosition> {
  const position = toPosition(input);
  const at = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await lockProfileKey(trx, who.userId, WORK_HISTORY_KEY);
    const [row] = await readValues(trx, who.userId, [WORK_HISTORY_KEY]);
    const history = Array.isArray(row?.value) ? (row.value as unknown[]) : [];
    await writeValue(trx, {
      userId: who.userId,
      actorId: who.actorId,
      key: WORK_HISTORY_KEY,
      value: [...history, position],
      at,
    });
    await audit(trx, who.origin, {
      action: 'work_history.training.add',
      outcome: 'success',
      target_type: 'user',
      target_id: who.userId,
      details: { position_id: position.id, from_list: position.program_id !== '' },
    });
  });
  return position;
}
