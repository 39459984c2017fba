import { randomUUID } from 'node:crypto';
import {
  makeTrainingInputSchema,
  selfAttestedKey,
  trainingTypeSchema,
  type TrainingInputValues,
  type TrainingPosition,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Caller } from '../../lib/caller';
import { checkBody } from '../../lib/check-body';
import { audit } from '../audit/audit.service';
import { readValues, writeValue } from '../self-attested/self-attested.repository';
import { lockProfileKey } from '../self-attested/profile-key-lock';
import { findProgram } from './reference.service';

export const WORK_HISTORY_KEY = selfAttestedKey('work_history', 'history');

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
  caller: Caller,
  body: TrainingInputValues,
): Promise<TrainingPosition> {
  // The rules run here, with the server's clock, so tests that move time see the same date limits.
  const input = checkBody(makeTrainingInputSchema({ now: () => deps.clock() }), body);
  const position = toPosition(input);
  const at = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await lockProfileKey(trx, caller.userId, WORK_HISTORY_KEY);
    const [row] = await readValues(trx, caller.userId, [WORK_HISTORY_KEY]);
    const history = Array.isArray(row?.value) ? (row.value as unknown[]) : [];
    await writeValue(trx, {
      userId: caller.userId,
      actorId: caller.actorId,
      key: WORK_HISTORY_KEY,
      value: [...history, position],
      at,
    });
    await audit(trx, caller.origin, {
      action: 'work_history.training.add',
      outcome: 'success',
      target_type: 'user',
      target_id: caller.userId,
      details: { position_id: position.id, from_list: position.program_id !== '' },
    });
  });
  return position;
}
