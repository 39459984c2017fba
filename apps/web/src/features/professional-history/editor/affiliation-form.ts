import { AFFILIATION_REFERENCE_GROUP, toStoredPhone } from '@credence/shared';
import type { IssuePath } from '@credence/shared';
import type { AddressValues } from './address-fields';

/** The affiliation editor's fields, in the order they appear (the error summary follows it). */
export const AFFILIATION_FIELDS = [
  'institution',
  'address_line1',
  'address_line2',
  'address_city',
  'address_state',
  'address_zip',
  'address_country',
  'start_date',
  'isCurrent',
  'end_date',
  'privilege_status',
  'department',
  'in_good_standing',
  'reference_first_name',
  'reference_last_name',
  'reference_provider_type',
  'reference_phone_number',
  'reference_email',
] as const;
export type AffiliationField = (typeof AFFILIATION_FIELDS)[number];

type TextField = Exclude<AffiliationField, 'isCurrent' | 'in_good_standing'>;

/** What the editor holds: text for the text fields, the box, and the yes/no answer ('' until chosen). */
export type AffiliationForm = Record<TextField, string> &
  AddressValues & {
    isCurrent: boolean;
    in_good_standing: '' | 'yes' | 'no';
    /** The CCN of the hospital chosen from the directory (decision 044); '' when the name was typed. */
    hospital_id: string;
  };

/** A stored affiliation, or a new one's id: any fields, the ones the editor knows among them. */
export type AffiliationValues = { id: string } & Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const TEXT_FIELDS = AFFILIATION_FIELDS.filter(
  (field): field is TextField => field !== 'isCurrent' && field !== 'in_good_standing',
);

/** The editor's form for a stored affiliation or a new one. */
export function affiliationFormOf(entry: AffiliationValues): AffiliationForm {
  const form = Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(entry[field])])) as Record<
    TextField,
    string
  >;
  const standing = entry.in_good_standing;
  return {
    ...form,
    reference_phone_number: toStoredPhone(form.reference_phone_number),
    isCurrent: entry.isCurrent === true,
    in_good_standing: standing === true ? 'yes' : standing === false ? 'no' : '',
    hospital_id: text(entry.hospital_id),
  };
}

/** What the rules check: the form as the stored shape (in good standing a flag or null). */
export function affiliationInputOf(entry: AffiliationValues, form: AffiliationForm): Record<string, unknown> {
  const { in_good_standing: standing, hospital_id: hospitalId, ...rest } = form;
  return {
    ...entry,
    ...rest,
    hospital_id: hospitalId === '' ? null : hospitalId,
    in_good_standing: standing === '' ? null : standing === 'yes',
  };
}

/** Where the one 'a reference is required' problem shows: the reference fieldset. */
export const REFERENCE_GROUP = AFFILIATION_REFERENCE_GROUP;

/** The order of the error summary: the reference's own problem comes before its fields'. */
export const AFFILIATION_SUMMARY_ORDER: readonly string[] = AFFILIATION_FIELDS.flatMap((field) =>
  field === 'reference_first_name' ? [REFERENCE_GROUP, field] : [field],
);

/** The field that shows a problem the rules (or the server) found at `path`; null for the whole editor. */
export function affiliationFieldOf(
  path: IssuePath | string,
): AffiliationField | typeof REFERENCE_GROUP | null {
  const first = String(typeof path === 'string' ? path.split('.')[0] : path[0]);
  if (first === REFERENCE_GROUP) return REFERENCE_GROUP;
  return (AFFILIATION_FIELDS as readonly string[]).includes(first) ? (first as AffiliationField) : null;
}
