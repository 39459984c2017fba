import { toStoredPhone } from '@credence/shared';
import type { IssuePath } from '@credence/shared';

/** The reference editor's fields, in the order they appear (the error summary follows it). */
export const REFERENCE_FIELDS = [
  'first_name',
  'last_name',
  'credential',
  'title',
  'relationship',
  'specialty',
  'institution',
  'phone',
  'email',
  'last_worked_together',
  'attests_eligible',
] as const;
export type ReferenceField = (typeof REFERENCE_FIELDS)[number];

type TextField = Exclude<ReferenceField, 'attests_eligible'>;

/** What the editor holds: text for the text fields and selects, and the eligibility box. */
export type ReferenceForm = Record<TextField, string> & { attests_eligible: boolean };

/** A stored reference, or a new one's id: any fields, the ones the editor knows among them. */
export type ReferenceValues = { id: string } & Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const TEXT_FIELDS = REFERENCE_FIELDS.filter((field): field is TextField => field !== 'attests_eligible');

/** The editor's form for a stored reference or a new one. */
export function referenceFormOf(entry: ReferenceValues): ReferenceForm {
  const form = Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(entry[field])])) as Record<
    TextField,
    string
  >;
  return { ...form, phone: toStoredPhone(form.phone), attests_eligible: entry.attests_eligible === true };
}

/** What the rules check: the stored reference with the form's values over it. */
export const referenceInputOf = (entry: ReferenceValues, form: ReferenceForm): Record<string, unknown> => ({
  ...entry,
  ...form,
});

/**
 * The field that shows a problem the rules found at `path`, or the server at `references.{index}.{field}`;
 * null for the reference as a whole.
 */
export function referenceFieldOf(path: IssuePath | string): ReferenceField | null {
  const parts = (typeof path === 'string' ? path.split('.') : [...path]).map(String);
  const first = parts[0] === 'references' ? parts[2] : parts[0];
  return (REFERENCE_FIELDS as readonly string[]).includes(first ?? '') ? (first as ReferenceField) : null;
}
