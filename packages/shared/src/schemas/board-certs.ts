import { z } from 'zod';
import type { BoardConfig } from '../api/reference-lists';
import { makeDateSchema, type Now } from '../fields/date-rules';
import { addIssues, isBlank, type RuleIssue } from '../fields/rule';
import type { WordingKey } from '../wording/index';
import {
  choiceField,
  choiceFlagField,
  flagField,
  formMessages,
  issueAt,
  ruledText,
  textField,
} from './form-fields';

// Board certification (000 §3 board_cert: answer, exam, exam_date, explanation, specialties, boards of
// board_name, board_config_id, id_number; identifiers aanp, ancc, nbcrna, ncc, nccpa, np_other_board, each
// with has_board_cert). Decision 049: answer is 'yes' or 'no'; 'yes' lists one board or more, each of the
// clinician's provider type (GET /api/board_cert_config), its id_number asked as the board's config says
// ({show, required, label}); 'no' says whether an exam is scheduled (exam) and when (exam_date), and without
// one asks for an explanation. The same rule runs in the editor and in POST /api/board_certs.

export const BOARD_CERT_ANSWERS = ['yes', 'no'] as const;
/** Longer than any real certificate number; keeps pasted text out. */
export const BOARD_ID_NUMBER_MAX = 50;
export const BOARDS_MAX = 20;
export const SPECIALTIES_MAX = 20;

export const boardCertMessages = {
  required: 'validation.required',
  choose: 'validation.choose-option',
  boardRequired: 'board-cert.board-required',
  duplicate: 'board-cert.board-duplicate',
  idNumberRequired: 'board-cert.id-number-required',
  idNumberNotAsked: 'board-cert.id-number-not-asked',
  tooLong: 'validation.too-long',
} as const satisfies Record<string, WordingKey>;

const boardSchema = z.object(
  { board_config_id: textField, board_name: textField, id_number: textField },
  { error: formMessages.invalid },
);

/** The nursing and PA certification numbers kept as identifiers, each with its has_board_cert flag. */
export const BOARD_IDENTIFIER_KEYS = ['aanp', 'ancc', 'nbcrna', 'ncc', 'nccpa'] as const;
export type BoardIdentifierKey = (typeof BOARD_IDENTIFIER_KEYS)[number];
const identifierSchema = z
  .object({ has_board_cert: flagField, number: textField }, { error: formMessages.invalid })
  .nullish()
  .transform((value) => value ?? { has_board_cert: false, number: '' });
const otherBoardSchema = z
  .object({ has_board_cert: flagField, name: textField, number: textField }, { error: formMessages.invalid })
  .nullish()
  .transform((value) => value ?? { has_board_cert: false, name: '', number: '' });

const tooLong = (value: string, path: (string | number)[]): RuleIssue[] =>
  value.trim().length > BOARD_ID_NUMBER_MAX
    ? [issueAt(boardCertMessages.tooLong, path, { max: BOARD_ID_NUMBER_MAX })]
    : [];

/** The issues of the boards listed against the provider type's board configs. */
export function checkBoards(
  boards: readonly { board_config_id: string; id_number: string }[],
  configs: readonly BoardConfig[],
): RuleIssue[] {
  if (boards.length === 0) return [issueAt(boardCertMessages.boardRequired, ['boards'])];
  const seen = new Set<string>();
  return boards.flatMap((board, index): RuleIssue[] => {
    const config = configs.find((candidate) => candidate.id === board.board_config_id);
    if (!config) return [issueAt(boardCertMessages.choose, ['boards', index, 'board_config_id'])];
    if (seen.has(config.id))
      return [issueAt(boardCertMessages.duplicate, ['boards', index, 'board_config_id'])];
    seen.add(config.id);
    const rule = config.config.id_number;
    const path = ['boards', index, 'id_number'];
    if (!rule.show)
      return isBlank(board.id_number) ? [] : [issueAt(boardCertMessages.idNumberNotAsked, path)];
    if (rule.required && isBlank(board.id_number)) return [issueAt(boardCertMessages.idNumberRequired, path)];
    return tooLong(board.id_number, path);
  });
}

/** The form's fields and their types, without the rules that need the provider type's boards. */
export const boardCertFieldsSchema = z.object(
  {
    answer: choiceField(BOARD_CERT_ANSWERS),
    exam: choiceFlagField,
    exam_date: textField,
    explanation: textField,
    specialties: z
      .array(ruledText(z.string().max(200, { error: formMessages.invalid })), { error: formMessages.invalid })
      .max(SPECIALTIES_MAX, { error: formMessages.invalid })
      .nullish()
      .transform((list) => (list ?? []).map((item) => item.trim()).filter(Boolean)),
    boards: z
      .array(boardSchema, { error: formMessages.invalid })
      .max(BOARDS_MAX, { error: formMessages.invalid })
      .nullish()
      .transform((list) => list ?? []),
    identifiers: z
      .object(
        {
          ...Object.fromEntries(BOARD_IDENTIFIER_KEYS.map((key) => [key, identifierSchema])),
          np_other_board: otherBoardSchema,
        } as Record<BoardIdentifierKey, typeof identifierSchema> & {
          np_other_board: typeof otherBoardSchema;
        },
        { error: formMessages.invalid },
      )
      .nullish(),
  },
  { error: formMessages.invalid },
);

const identifierData = z.object({ has_board_cert: z.boolean(), number: z.string() });
/** The saved board certification, plainly typed for POST /api/board_certs' answer. */
export const boardCertDataSchema = z.object({
  answer: z.enum(BOARD_CERT_ANSWERS),
  exam: z.boolean().nullable(),
  exam_date: z.string(),
  explanation: z.string(),
  specialties: z.array(z.string()),
  boards: z.array(z.object({ board_config_id: z.string(), board_name: z.string(), id_number: z.string() })),
  identifiers: z
    .object({
      ...Object.fromEntries(BOARD_IDENTIFIER_KEYS.map((key) => [key, identifierData])),
      np_other_board: identifierData.extend({ name: z.string() }),
    } as Record<BoardIdentifierKey, typeof identifierData> & {
      np_other_board: z.ZodObject<typeof identifierData.shape & { name: z.ZodString }>;
    })
    .nullish(),
});
export type BoardCertData = z.infer<typeof boardCertDataSchema>;

/** The board certification form; `boards` are the provider type's board configs. */
export function makeBoardCertSchema({ boards: configs, now }: { boards: readonly BoardConfig[]; now?: Now }) {
  const examDate = makeDateSchema({ now, yearsAhead: 5 });
  return boardCertFieldsSchema.superRefine((form, ctx) => {
    const issues: RuleIssue[] = [];
    if (form.answer === 'yes') issues.push(...checkBoards(form.boards, configs));
    if (form.answer === 'no') {
      if (form.exam === null) issues.push(issueAt(boardCertMessages.choose, ['exam']));
      if (form.exam === true) {
        if (isBlank(form.exam_date)) issues.push(issueAt(boardCertMessages.required, ['exam_date']));
        else {
          const date = examDate.safeParse(form.exam_date);
          if (!date.success) issues.push(issueAt(date.error.issues[0]!.message as WordingKey, ['exam_date']));
        }
      }
      if (form.exam === false && isBlank(form.explanation))
        issues.push(issueAt(boardCertMessages.required, ['explanation']));
    }
    for (const [key, value] of Object.entries(form.identifiers ?? {})) {
      const entry = value as { has_board_cert: boolean; number: string; name?: string };
      if (!entry.has_board_cert) continue;
      if (isBlank(entry.number))
        issues.push(issueAt(boardCertMessages.required, ['identifiers', key, 'number']));
      else issues.push(...tooLong(entry.number, ['identifiers', key, 'number']));
      if (key === 'np_other_board' && isBlank(entry.name ?? ''))
        issues.push(issueAt(boardCertMessages.required, ['identifiers', key, 'name']));
    }
    addIssues(ctx, issues);
  });
}

export type BoardCertForm = z.infer<ReturnType<typeof makeBoardCertSchema>>;
export type BoardCertFormInput = z.input<ReturnType<typeof makeBoardCertSchema>>;
