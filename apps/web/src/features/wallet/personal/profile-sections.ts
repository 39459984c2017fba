import { parseSelfAttestedKey } from '@credence/shared';
import { SECTION_EDITORS } from './editors';

/** The sections of the profile in the order a clinician reads them; others follow in the order they come. */
export const SECTION_ORDER = [
  'basic_info',
  'address',
  'identifiers',
  'licenses',
  'registrations',
  'board_cert',
  'education',
  'other_certifications',
  'work_history',
  'hospital_affiliations',
  'malpractice',
] as const;

/** Fields typed on /personal-information, section by section; the rest are shown where they are added. */
export const EDITABLE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  basic_info: ['first_name', 'middle_name', 'last_name', 'suffix', 'email', 'gender'],
  address: ['line_1', 'line_2', 'city', 'state', 'zip', 'zip4'],
  identifiers: ['nppes_number', 'ncsbn_number'],
};

/** Kept for the app's own bookkeeping, not information about the clinician: not listed. */
const HIDDEN_SECTIONS = new Set(['status']);

export interface ProfileSection {
  section: string;
  entries: { key: string; field: string; value: unknown }[];
}

/**
 * The profile's values grouped by section, known sections first, each section's fields in stored order;
 * `alwaysShown` sections (those with an editor of their own) are listed even while empty.
 */
export function profileSections(
  values: Readonly<Record<string, unknown>>,
  alwaysShown: readonly string[] = [],
): ProfileSection[] {
  const bySection = new Map<string, ProfileSection>();
  for (const section of SECTION_ORDER) bySection.set(section, { section, entries: [] });
  for (const [key, value] of Object.entries(values)) {
    const parsed = parseSelfAttestedKey(key);
    if (!parsed || HIDDEN_SECTIONS.has(parsed.section)) continue;
    const group = bySection.get(parsed.section) ?? { section: parsed.section, entries: [] };
    group.entries.push({ key, field: parsed.field, value });
    bySection.set(parsed.section, group);
  }
  // Editable sections are offered even while empty, so they can be filled in here.
  return [...bySection.values()].filter(
    (group) =>
      group.entries.length > 0 ||
      Object.hasOwn(EDITABLE_FIELDS, group.section) ||
      alwaysShown.includes(group.section) ||
      Object.hasOwn(SECTION_EDITORS, group.section),
  );
}

/** A stored value as one line of text: lists item by item, records by their filled-in values. */
export function valueText(value: unknown, words: { yes: string; no: string }): string {
  const text = (inner: unknown): string => valueText(inner, words);
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join('; ');
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .map(text)
      .filter(Boolean)
      .join(', ');
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  return String(value);
}
