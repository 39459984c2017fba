import { selfAttestedKey } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServerSecrets } from '../secrets/secrets.service';
import { readValues } from '../self-attested/self-attested.repository';
import { SENSITIVE_KEYS } from '../self-attested/sensitive-values';

/** What a source is checked with: the clinician's own answers, DEA numbers opened (sealed at rest). */
export interface Subject {
  userId: string;
  firstName: string;
  lastName: string;
  /** Self-attested other last names (maiden, former), for matching a source's name. */
  otherLastNames: string[];
  occupation: string | null;
  npi: string | null;
  ncsbnId: string | null;
  licenses: { record_type: string; license_number: string; state: string }[];
  /** Board certifications claimed: the board config id and the number given (board_cert|boards, identifiers). */
  boards: { boardId: string; idNumber: string }[];
  /** Degrees claimed (education|list). */
  education: { institutionName: string; institutionCode: string; degree: string; graduationYear: string }[];
  noLicense: { dea: boolean; rn: boolean; state: boolean };
}

/** The nursing and PA boards whose number is asked as an identifier (000 §3) and whose id is the board config's. */
const BOARD_IDENTIFIERS = ['aanp', 'ancc', 'nbcrna', 'ncc', 'nccpa'] as const;

const K = {
  first: selfAttestedKey('basic_info', 'first_name'),
  last: selfAttestedKey('basic_info', 'last_name'),
  otherNames: selfAttestedKey('basic_info', 'other_names'),
  occupation: selfAttestedKey('basic_info', 'occupation_code'),
  npi: selfAttestedKey('identifiers', 'nppes_number'),
  ncsbn: selfAttestedKey('identifiers', 'ncsbn_number'),
  licenses: selfAttestedKey('licenses', 'list'),
  noDea: selfAttestedKey('licenses', 'has_no_license_dea'),
  noRn: selfAttestedKey('licenses', 'has_no_license_rn'),
  noState: selfAttestedKey('licenses', 'has_no_license_state'),
  boards: selfAttestedKey('board_cert', 'boards'),
  education: selfAttestedKey('education', 'list'),
};
const BOARD_KEYS = BOARD_IDENTIFIERS.map((id) => ({ id, key: selfAttestedKey('identifiers', id) }));

const recordsOf = (value: unknown) =>
  (Array.isArray(value) ? value : []).filter(
    (record): record is Record<string, unknown> => typeof record === 'object' && record !== null,
  );

/** An identifier is saved as its number, or as an object holding it. */
const numberOf = (value: unknown): string => {
  if (typeof value === 'string') return value.trim();
  const record = recordsOf([value])[0];
  return record ? text(record.id_number ?? record.number) : '';
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const orNull = (value: unknown): string | null => text(value) || null;

export async function readSubject(
  deps: { db: Kysely<Database>; secrets: Pick<ServerSecrets, 'dataKeys'> },
  userId: string,
): Promise<Subject> {
  // Opened here rather than through the self-attested service, which queues verifications (no import cycle).
  const rows = await readValues(deps.db, userId, [...Object.values(K), ...BOARD_KEYS.map((b) => b.key)]);
  const values: Record<string, unknown> = Object.fromEntries(
    rows.map((row) => {
      const sensitive = SENSITIVE_KEYS[row.key];
      const key = row.key;
      return [key, sensitive ? sensitive.open(deps.secrets.dataKeys, { userId, key }, row.value) : row.value];
    }),
  );
  const others = Array.isArray(values[K.otherNames]) ? (values[K.otherNames] as unknown[]) : [];
  const licenses = (Array.isArray(values[K.licenses]) ? (values[K.licenses] as unknown[]) : [])
    .filter((record): record is Record<string, unknown> => typeof record === 'object' && record !== null)
    .map((record) => ({
      record_type: text(record.record_type),
      license_number: text(record.license_number),
      state: text(record.state).toUpperCase(),
    }))
    .filter((record) => record.license_number !== '');
  const boards = recordsOf(values[K.boards])
    .map((board) => ({ boardId: text(board.board_config_id), idNumber: text(board.id_number) }))
    .filter((board) => board.boardId !== '');
  for (const { id, key } of BOARD_KEYS) {
    const idNumber = numberOf(values[key]);
    if (idNumber && !boards.some((board) => board.boardId === id)) boards.push({ boardId: id, idNumber });
  }
  const education = recordsOf(values[K.education]).map((entry) => {
    const institution = recordsOf([entry.institution])[0] ?? {};
    return {
      institutionName: text(institution.name),
      institutionCode: text(institution.code),
      degree: text(entry.degree_level),
      graduationYear: text(entry.graduation_year),
    };
  });
  return {
    userId,
    boards,
    education: education.filter((entry) => entry.institutionName !== '' && entry.degree !== ''),
    firstName: text(values[K.first]),
    lastName: text(values[K.last]),
    otherLastNames: others
      .map((name) => text((name as { last_name?: unknown } | null)?.last_name))
      .filter((name) => name !== ''),
    occupation: orNull(values[K.occupation]),
    npi: orNull(values[K.npi]),
    ncsbnId: orNull(values[K.ncsbn]),
    licenses,
    noLicense: {
      dea: values[K.noDea] === true,
      rn: values[K.noRn] === true,
      state: values[K.noState] === true,
    },
  };
}

/** Upper case, letters only: 'Delgado-Reyes' and 'DELGADO REYES' compare equal. */
export const nameKey = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');

/** A source's last name matches the clinician's current or a former one. */
export const lastNameMatches = (subject: Subject, sourceLastName: string) => {
  const wanted = nameKey(sourceLastName);
  return (
    wanted !== '' && [subject.lastName, ...subject.otherLastNames].some((name) => nameKey(name) === wanted)
  );
};
