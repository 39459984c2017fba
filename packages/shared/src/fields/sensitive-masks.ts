import type { LicenseRecordType } from '../domain/licenses';
import { parseDate } from './dates';

// DESIGN.md §3: the date of birth and DEA and CDS numbers are sealed at rest and answered masked. The masks
// live here so the server's answers and the web's review page show the same thing.

/** License records whose number is a controlled-substance registration (DEA, state CDS): sealed and masked. */
export const SEALED_LICENSE_RECORD_TYPES: readonly LicenseRecordType[] = ['dea', 'cds'];

export const isSealedLicenseRecordType = (type: unknown): boolean =>
  (SEALED_LICENSE_RECORD_TYPES as readonly unknown[]).includes(type);

/**
 * '1984-**-**': the year alone (which HIPAA's safe harbour lets stand) says whether the date was entered
 * without giving it away; anything that is not a date reveals nothing.
 */
export function maskDateOfBirth(value: string): string {
  if (value === '') return '';
  return parseDate(value) ? `${value.slice(0, 4)}-**-**` : '****-**-**';
}

/** '*****4563': the last four characters, the rest starred, so a clinician can tell two numbers apart. */
export function maskRegistrationNumber(value: string): string {
  const compact = value.replace(/\s/g, '');
  if (compact.length <= 4) return '*'.repeat(compact.length);
  return `${'*'.repeat(compact.length - 4)}${compact.slice(-4)}`;
}

/** True for what maskRegistrationNumber answers (a client may send it back unchanged). */
export const isMaskedRegistrationNumber = (value: unknown): boolean =>
  typeof value === 'string' && /^\*+[^*]{0,4}$/.test(value);

/** licenses|list with the number of each DEA and CDS record masked; other records as they are. */
export function maskLicenseList(list: unknown): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((record: unknown) => {
    if (typeof record !== 'object' || record === null) return record;
    const { record_type: type, license_number: number } = record as Record<string, unknown>;
    return isSealedLicenseRecordType(type) && typeof number === 'string'
      ? { ...record, license_number: maskRegistrationNumber(number) }
      : record;
  });
}

/**
 * The keys GET /api/self_attested/unmasked answers in clear, and the only ones: the enrolment steps edit the
 * date of birth and the licenses list in place (the license steps send the whole list back). The SSN is
 * never answered in clear; its step asks for a new number instead (decision 025).
 */
export const UNMASKED_PROFILE_KEYS = ['basic_info|date_of_birth', 'licenses|list'] as const;
