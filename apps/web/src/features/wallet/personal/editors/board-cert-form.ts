import {
  BOARD_IDENTIFIER_KEYS,
  selfAttestedKey,
  type BoardCertData,
  type BoardIdentifierKey,
} from '@credence/shared';

// The board certification editor's form (decision 049), checked with makeBoardCertSchema, the rule POST
// /api/board_certs runs against the same board configs.

/** The provider types whose national certification numbers are kept as identifiers (000 §3). */
export const IDENTIFIER_PROVIDER_TYPES = ['NP', 'CNS', 'CRNA', 'CNM', 'PA'] as const;
export const IDENTIFIER_KEYS = [...BOARD_IDENTIFIER_KEYS, 'np_other_board'] as const;
export type IdentifierKey = BoardIdentifierKey | 'np_other_board';

export interface BoardValues {
  answer: string;
  exam: boolean | null;
  exam_date: string;
  explanation: string;
  /** The specialties as typed, one per line. */
  specialties: string;
  boards: { board_config_id: string; board_name: string; id_number: string }[];
  identifiers: Record<IdentifierKey, { has_board_cert: boolean; number: string; name: string }>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const key = (field: 'answer' | 'exam' | 'exam_date' | 'explanation' | 'specialties' | 'boards') =>
  selfAttestedKey('board_cert', field);

/** The saved profile's board certification and identifiers as the form opens with them. */
export function boardValues(profile: Readonly<Record<string, unknown>>): BoardValues {
  const boards = Array.isArray(profile[key('boards')])
    ? (profile[key('boards')] as Record<string, unknown>[])
    : [];
  const specialties = profile[key('specialties')];
  const exam = profile[key('exam')];
  return {
    answer: text(profile[key('answer')]),
    exam: typeof exam === 'boolean' ? exam : null,
    exam_date: text(profile[key('exam_date')]),
    explanation: text(profile[key('explanation')]),
    specialties: Array.isArray(specialties) ? specialties.map(text).join('\n') : '',
    boards: boards.map((entry) => ({
      board_config_id: text(entry.board_config_id),
      board_name: text(entry.board_name),
      id_number: text(entry.id_number),
    })),
    identifiers: Object.fromEntries(
      IDENTIFIER_KEYS.map((name) => {
        const saved = (profile[selfAttestedKey('identifiers', name)] ?? {}) as Record<string, unknown>;
        return [
          name,
          {
            has_board_cert: saved.has_board_cert === true,
            number: text(saved.number),
            name: text(saved.name),
          },
        ];
      }),
    ) as BoardValues['identifiers'],
  };
}

/** What the schema (and the server) gets: specialties as a list, identifiers only where they apply. */
export function boardInput(values: BoardValues, withIdentifiers: boolean): Record<string, unknown> {
  const { identifiers, specialties, ...rest } = values;
  return {
    ...rest,
    specialties: specialties
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    ...(withIdentifiers
      ? {
          identifiers: Object.fromEntries(
            IDENTIFIER_KEYS.map((name) => {
              const { name: boardName, ...entry } = identifiers[name];
              return [name, name === 'np_other_board' ? { ...entry, name: boardName } : entry];
            }),
          ),
        }
      : {}),
  };
}

/** A server detail's path is the form's field, but for specialties (one text box for the list). */
export const boardServerPath = (path: string): (string | number)[] | null => {
  const parts = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return parts[0] === 'specialties' ? ['specialties'] : parts;
};

export type { BoardCertData };
