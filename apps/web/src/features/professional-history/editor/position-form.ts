import { toStoredPhone } from '@credence/shared';
import type { IssuePath } from '@credence/shared';

/** The position editor's fields, in the order they appear (the error summary follows it). */
export const POSITION_FIELDS = [
  'type',
  'training_type',
  'institution',
  'role',
  'department',
  'specialty',
  'program_name',
  'address_line1',
  'address_line2',
  'address_city',
  'address_state',
  'address_zip',
  'address_country',
  'phone',
  'start_date',
  'isCurrent',
  'end_date',
  'reference_full_name',
  'reference_phone_number',
  'reference_email',
  'reference_info',
  'hasCoverage',
  'policies',
  'bypass_policies',
] as const;
export type PositionField = (typeof POSITION_FIELDS)[number];

/** The professional-liability coverage section's fields (shown when the requirement asks for it). */
type CoverageField = 'hasCoverage' | 'policies' | 'bypass_policies';
type TextField = Exclude<PositionField, 'isCurrent' | 'reference_info' | CoverageField>;

/** A policy (or the no-coverage explanation) attached to the position (001 §3 `policies`). */
export type AttachedPolicy = { id: string } & Record<string, unknown>;

/** What the editor holds: the fields above, plus the reference's first and last name (split from the full). */
export type PositionForm = Record<TextField, string> & {
  isCurrent: boolean;
  reference_info: boolean;
  reference_first_name: string;
  reference_last_name: string;
  /** null until the clinician answers whether they had coverage. */
  hasCoverage: boolean | null;
  policies: AttachedPolicy[];
  bypass_policies: boolean;
};

const COVERAGE_FIELDS: readonly PositionField[] = ['hasCoverage', 'policies', 'bypass_policies'];

/** A stored entry, or the start of a new one: any fields, the ones the editor knows among them. */
export type EntryValues = { id: string; type: string } & Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The editor's form for an entry (stored, from the resume, or new). */
export function positionFormOf(entry: EntryValues): PositionForm {
  const form = Object.fromEntries(
    POSITION_FIELDS.filter((field) => !COVERAGE_FIELDS.includes(field)).map((field) => [
      field,
      text(entry[field]),
    ]),
  ) as Record<TextField, string>;
  const first = text(entry.reference_first_name);
  const last = text(entry.reference_last_name);
  return {
    ...form,
    type: entry.type,
    // The phone field holds the stored form ('+1' and digits); a resume or a place may give digits only.
    phone: toStoredPhone(form.phone),
    reference_phone_number: toStoredPhone(form.reference_phone_number),
    reference_full_name: form.reference_full_name || [first, last].filter(Boolean).join(' '),
    reference_first_name: first,
    reference_last_name: last,
    isCurrent: entry.isCurrent === true,
    reference_info: entry.reference_info === true,
    hasCoverage: typeof entry.hasCoverage === 'boolean' ? entry.hasCoverage : null,
    policies: Array.isArray(entry.policies)
      ? entry.policies.filter(
          (policy): policy is AttachedPolicy =>
            typeof policy === 'object' &&
            policy !== null &&
            typeof (policy as { id?: unknown }).id === 'string',
        )
      : [],
    bypass_policies: entry.bypass_policies === true,
  };
}

/** The field that shows a problem the rules (or the server) found at `path`; null for the editor as a whole. */
export function positionFieldOf(path: IssuePath | string): PositionField | null {
  const first = String(typeof path === 'string' ? path.split('.')[0] : path[0]);
  if (first === 'reference_first_name' || first === 'reference_last_name') return 'reference_full_name';
  return (POSITION_FIELDS as readonly string[]).includes(first) ? (first as PositionField) : null;
}
