import { selfAttestedKey as key } from '@credence/shared';
import type { LicenseRecordType, ProfileValues } from '@credence/shared';

// licenses|list holds every license record of every record_type (000 §3). Each wizard step owns one
// record_type: it replaces only its own entries and keeps the others exactly as saved.

export const LICENSES_LIST = key('licenses', 'list');

/** A licenses.list record as the wizard writes it. */
export interface LicenseEntry {
  record_type: LicenseRecordType;
  license_number: string;
  state: string;
  /** Only records that already had one (e.g. written by another part of the wallet) keep it. */
  id?: string | number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every saved record, untouched (other record types may carry fields this step does not know). */
export function savedLicenseList(values: ProfileValues): Record<string, unknown>[] {
  const list = values[LICENSES_LIST];
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The saved records of one record_type, as entries. */
export function savedLicensesOf(values: ProfileValues, type: LicenseRecordType): LicenseEntry[] {
  return savedLicenseList(values)
    .filter((record) => record.record_type === type)
    .map((record) => ({
      record_type: type,
      license_number: text(record.license_number),
      state: text(record.state),
      ...(typeof record.id === 'string' || typeof record.id === 'number' ? { id: record.id } : {}),
    }));
}

/** Two records name the same license when type, state and number match (case and spaces aside). */
export const licenseIdentity = (license: {
  record_type?: unknown;
  state?: unknown;
  license_number?: unknown;
}) =>
  [license.record_type, text(license.state).trim(), text(license.license_number).replace(/\s+/g, '')]
    .join('|')
    .toUpperCase();

/**
 * The list with `type`'s records replaced by `entries`; the step's own records come first, so an issue the
 * shared schema finds at index i < entries.length belongs to entry i.
 */
export function replaceLicensesOf(
  values: ProfileValues,
  type: LicenseRecordType,
  entries: readonly LicenseEntry[],
): Record<string, unknown>[] {
  const others = savedLicenseList(values).filter((record) => record.record_type !== type);
  return [...entries.map((entry) => ({ ...entry })), ...others];
}

/** The list with `added` appended, skipping any already saved (prefill never duplicates a license). */
export function mergeLicenses(
  values: ProfileValues,
  added: readonly LicenseEntry[],
): Record<string, unknown>[] {
  const saved = savedLicenseList(values);
  const known = new Set(saved.map(licenseIdentity));
  const fresh: Record<string, unknown>[] = [];
  for (const entry of added) {
    const identity = licenseIdentity(entry);
    if (known.has(identity)) continue;
    known.add(identity);
    fresh.push({ ...entry });
  }
  return [...saved, ...fresh];
}
