import {
  BOARD_IDENTIFIER_KEYS,
  boardCertErrors,
  isWordingKey,
  makeBoardCertSchema,
  providerTypeNameSchema,
  selfAttestedKey,
  translate,
  type BoardCertForm,
  type SelfAttestedKey,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError, badRequest } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { audit } from '../audit/audit.service';
import { boardConfigsFor } from '../lookups/reference.service';
import { readValues, writeValues } from '../self-attested/self-attested.repository';

export interface BoardCertsDeps {
  db: Kysely<Database>;
  clock: Clock;
}

const OCCUPATION_KEY = selfAttestedKey('basic_info', 'occupation_code');
const board = (field: 'answer' | 'exam' | 'exam_date' | 'explanation' | 'specialties' | 'boards') =>
  selfAttestedKey('board_cert', field);

const detailsOf = (error: z.ZodError) =>
  error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: isWordingKey(issue.message) ? issue.message : 'request.invalid',
  }));

/** The keys and values one answer stores: what the answer does not use is cleared, not left behind. */
function valuesOf(form: BoardCertForm): { key: SelfAttestedKey; value: unknown }[] {
  const yes = form.answer === 'yes';
  const values: { key: SelfAttestedKey; value: unknown }[] = [
    { key: board('answer'), value: form.answer },
    { key: board('boards'), value: yes ? form.boards : [] },
    { key: board('specialties'), value: yes ? form.specialties : [] },
    { key: board('exam'), value: yes ? null : form.exam },
    { key: board('exam_date'), value: !yes && form.exam === true ? form.exam_date.trim() : '' },
    { key: board('explanation'), value: !yes && form.exam === false ? form.explanation.trim() : '' },
  ];
  if (form.identifiers) {
    for (const key of [...BOARD_IDENTIFIER_KEYS, 'np_other_board'] as const) {
      const entry = form.identifiers[key];
      const kept = entry.has_board_cert
        ? Object.fromEntries(
            Object.entries(entry).map(([name, value]) => [
              name,
              typeof value === 'string' ? value.trim() : value,
            ]),
          )
        : { ...Object.fromEntries(Object.keys(entry).map((name) => [name, ''])), has_board_cert: false };
      values.push({ key: selfAttestedKey('identifiers', key), value: kept });
    }
  }
  return values;
}

/**
 * POST /api/board_certs (decision 049): checks the form against the boards of the caller's provider type
 * (basic_info|occupation_code), fills each board's name from its config, and saves the board_cert section
 * and the identifiers sent, all or none, with history and an audit row (keys only).
 */
export async function saveBoardCerts(
  deps: BoardCertsDeps,
  caller: Caller,
  body: unknown,
): Promise<BoardCertForm> {
  return deps.db.transaction().execute(async (trx) => {
    const [occupation] = await readValues(trx, caller.userId, [OCCUPATION_KEY]);
    const providerType = providerTypeNameSchema.safeParse(occupation?.value);
    if (!providerType.success)
      throw new AppError(
        409,
        boardCertErrors.providerTypeMissing,
        translate('board-cert.provider-type-missing'),
      );
    const configs = boardConfigsFor(providerType.data);
    const parsed = makeBoardCertSchema({ boards: configs, now: deps.clock }).safeParse(body);
    if (!parsed.success) throw badRequest(detailsOf(parsed.error));
    const form: BoardCertForm = {
      ...parsed.data,
      boards: parsed.data.boards.map((entry) => ({
        board_config_id: entry.board_config_id,
        board_name: configs.find((config) => config.id === entry.board_config_id)?.name ?? entry.board_name,
        id_number: entry.id_number.trim(),
      })),
    };
    const values = valuesOf(form);
    await writeValues(trx, { userId: caller.userId, actorId: caller.actorId, at: deps.clock(), values });
    await audit(trx, caller.origin, {
      action: 'board_cert.write',
      outcome: 'success',
      target_type: 'user',
      target_id: caller.userId,
      details: { keys: values.map(({ key }) => key).join(',') },
    });
    const saved = Object.fromEntries(values.map(({ key, value }) => [key.split('|')[1], value]));
    return {
      answer: form.answer,
      exam: saved.exam as boolean | null,
      exam_date: saved.exam_date as string,
      explanation: saved.explanation as string,
      specialties: saved.specialties as string[],
      boards: saved.boards as BoardCertForm['boards'],
      identifiers: form.identifiers,
    };
  });
}
