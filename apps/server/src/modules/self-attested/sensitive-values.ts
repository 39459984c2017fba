import {
  isMaskedRegistrationNumber,
  isSealedLicenseRecordType,
  maskDateOfBirth,
  maskLicenseList,
  maskRegistrationNumber,
  maskSsn,
  selfAttestedKey,
  UNMASKED_PROFILE_KEYS,
} from '@credence/shared';
import type { DataKeyRing } from '../secrets/secrets.service';
import { isSealedValue, openValue, sealValue } from './sealed-values';

// DESIGN.md §3: the SSN, the date of birth and DEA and CDS numbers are sealed at rest (AES-256-GCM, a key id
// on every value) and masked in every answer but the one that needs them (decision 025).

export const SSN_KEY = selfAttestedKey('basic_info', 'social_security');
export const DOB_KEY = selfAttestedKey('basic_info', 'date_of_birth');
export const LICENSES_KEY = selfAttestedKey('licenses', 'list');

type Owner = { userId: string; key: string };

interface SensitiveKey {
  /** The stored form of a clear value. */
  seal(ring: DataKeyRing, owner: Owner, clear: unknown): unknown;
  /** The clear value; plain text stored before sealing began reads as it is. */
  open(ring: DataKeyRing, owner: Owner, stored: unknown): unknown;
  /** What answers show. */
  mask(clear: unknown): unknown;
  /** Something in it is clear, or sealed under another key than the current one: the re-seal job's work. */
  isStale(stored: unknown, currentKid: string): boolean;
  /** A client may send back the masked value it was given: that stands for the saved clear value. */
  restore(incoming: unknown, savedClear: unknown): unknown;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** The whole value is sealed (the SSN, the date of birth, a registration number). */
function wholeValue(mask: (clear: string) => string): SensitiveKey {
  const masked = (clear: unknown) =>
    typeof clear === 'string' ? mask(clear) : isBlank(clear) ? clear : null;
  return {
    seal: (ring, owner, clear) => (isBlank(clear) ? clear : sealValue(ring, owner, clear)),
    open: (ring, owner, stored) => (isSealedValue(stored) ? openValue(ring, owner, stored) : stored),
    mask: masked,
    isStale: (stored, currentKid) => (isSealedValue(stored) ? stored.kid !== currentKid : !isBlank(stored)),
    restore: (incoming, savedClear) =>
      !isBlank(incoming) && !isBlank(savedClear) && incoming === masked(savedClear) ? savedClear : incoming,
  };
}

type LicenseRecord = Record<string, unknown>;
const recordsOf = (list: unknown): unknown[] => (Array.isArray(list) ? list : []);
const isRecord = (value: unknown): value is LicenseRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const holdsRegistration = (record: unknown): record is LicenseRecord =>
  isRecord(record) && isSealedLicenseRecordType(record.record_type);

/** The list with the number of each DEA and CDS record replaced by `change(record)`. */
const mapNumbers = (list: unknown, change: (record: LicenseRecord) => unknown) =>
  Array.isArray(list)
    ? list.map((record: unknown) =>
        holdsRegistration(record) ? { ...record, license_number: change(record) } : record,
      )
    : list;

/**
 * licenses|list: only the number of each DEA and CDS record is sealed, so the record types and states the
 * wizard's progress reads stay as they are.
 */
const licenseList: SensitiveKey = {
  seal: (ring, owner, clear) =>
    mapNumbers(clear, ({ license_number: number }) =>
      typeof number === 'string' && number !== '' ? sealValue(ring, owner, number) : number,
    ),
  open: (ring, owner, stored) =>
    mapNumbers(stored, ({ license_number: number }) =>
      isSealedValue(number) ? openValue(ring, owner, number) : number,
    ),
  mask: maskLicenseList,
  isStale: (stored, currentKid) =>
    recordsOf(stored).some((record) => {
      if (!holdsRegistration(record)) return false;
      const number = record.license_number;
      return isSealedValue(number) ? number.kid !== currentKid : !isBlank(number);
    }),
  restore: (incoming, savedClear) => {
    const saved = recordsOf(savedClear).filter(holdsRegistration);
    const used = new Set<LicenseRecord>();
    return mapNumbers(incoming, (record) => {
      if (!isMaskedRegistrationNumber(record.license_number)) return record.license_number;
      const match = saved.find(
        (candidate) =>
          !used.has(candidate) &&
          candidate.record_type === record.record_type &&
          (record.id === undefined || candidate.id === record.id) &&
          typeof candidate.license_number === 'string' &&
          maskRegistrationNumber(candidate.license_number) === record.license_number,
      );
      if (!match) return record.license_number;
      used.add(match);
      return match.license_number;
    });
  },
};

export const SENSITIVE_KEYS: Readonly<Record<string, SensitiveKey>> = {
  [SSN_KEY]: wholeValue(maskSsn),
  [DOB_KEY]: wholeValue(maskDateOfBirth),
  [LICENSES_KEY]: licenseList,
  [selfAttestedKey('registrations', 'dea_number')]: wholeValue(maskRegistrationNumber),
  [selfAttestedKey('registrations', 'cds_number')]: wholeValue(maskRegistrationNumber),
};

export const isSensitiveKey = (key: string): boolean => Object.hasOwn(SENSITIVE_KEYS, key);

/** What GET /api/self_attested/unmasked may answer in clear (packages/shared says why). */
export const UNMASKABLE_KEYS: readonly string[] = UNMASKED_PROFILE_KEYS;

/**
 * The clear value of a stored one: sensitive values opened (decision 025). Here, beside the keys, so readers
 * such as the exclusion screening need not import the self-attested service (which queues verifications).
 */
export function clearOf(
  deps: { secrets: { dataKeys: DataKeyRing } },
  userId: string,
  key: string,
  stored: unknown,
) {
  const sensitive = SENSITIVE_KEYS[key];
  return sensitive ? sensitive.open(deps.secrets.dataKeys, { userId, key }, stored) : stored;
}
