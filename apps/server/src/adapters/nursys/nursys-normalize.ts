import type { NursysLicenseRecord, NursysNurse } from './nursys-format';

export interface NursysAdvancedPractice {
  focusSpecialty: string;
  prescriptionAuthority: string;
  certificationExpirationDate: string | null;
}

export interface NursysLicense {
  /** RN, PN, APRN-CNP, APRN-CNS, APRN-CRNA, APRN-CNM … as Nursys writes it. */
  licenseType: string;
  /** Two-letter state of the issuing board. */
  jurisdiction: string;
  licenseNumber: string;
  active: boolean;
  status: string;
  /** YYYY-MM-DD, or null when the board gave none. */
  originalDate: string | null;
  expirationDate: string | null;
  /** 'Multistate' or 'Single State' under the Nurse Licensure Compact; '' when not given. */
  compactStatus: string;
  advancedPractices: NursysAdvancedPractice[];
}

export interface NursysLookupResult {
  ncsbnId: string;
  firstName: string;
  lastName: string;
  licenses: NursysLicense[];
  source: 'nursys';
}

/** The profile's `licenses` entry (spec 000 §3). */
export interface RnLicenseEntry {
  record_type: 'rn_license';
  license_number: string;
  state: string;
}

const clean = (value: string | null | undefined) => (value ?? '').trim();

/** '2019-06-30T00:00:00-05:00' → '2019-06-30': the calendar day the board wrote, never shifted by a zone. */
export function nursysDate(value: string | null | undefined): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(clean(value));
  return match?.[1] ?? null;
}

/** 'Yes', 'Y', 'True' or true mean active; anything else, including nothing, does not. */
export function isActiveFlag(value: string | boolean | null | undefined): boolean {
  if (typeof value === 'boolean') return value;
  return ['yes', 'y', 'true', 'active'].includes(clean(value).toLowerCase());
}

function toLicense(license: NursysLicenseRecord): NursysLicense {
  return {
    licenseType: clean(license.LicenseType),
    jurisdiction: clean(license.JurisdictionAbbreviation).toUpperCase(),
    licenseNumber: clean(license.LicenseNumber),
    active: isActiveFlag(license.Active),
    status: clean(license.LicenseStatus),
    originalDate: nursysDate(license.LicenseOriginalDate),
    expirationDate: nursysDate(license.LicenseExpirationDate),
    compactStatus: clean(license.CompactStatus),
    advancedPractices: (license.NurseLookupAdvancedPractices ?? []).map((practice) => ({
      focusSpecialty: clean(practice.FocusSpecialty),
      prescriptionAuthority: clean(practice.PrescriptionAuthority),
      certificationExpirationDate: nursysDate(practice.CertificationExpirationDate),
    })),
  };
}

export function normalizeNurse(nurse: NursysNurse, requestedId: string): NursysLookupResult {
  return {
    ncsbnId: clean(nurse.NcsbnId) || requestedId,
    firstName: clean(nurse.FirstName),
    lastName: clean(nurse.LastName),
    licenses: (nurse.NurseLookupLicenses ?? []).map(toLicense),
    source: 'nursys',
  };
}

/**
 * Spec 000 §4: only active licenses become rn_license entries. Every active nursing license counts (RN and the
 * APRN licenses a board of nursing issues); a license listed twice by Nursys is kept once.
 */
export function toRnLicenseEntries(result: Pick<NursysLookupResult, 'licenses'>): RnLicenseEntry[] {
  const seen = new Set<string>();
  const entries: RnLicenseEntry[] = [];
  for (const license of result.licenses) {
    const key = `${license.jurisdiction}|${license.licenseNumber}`;
    if (!license.active || !license.licenseNumber || seen.has(key)) continue;
    seen.add(key);
    entries.push({
      record_type: 'rn_license',
      license_number: license.licenseNumber,
      state: license.jurisdiction,
    });
  }
  return entries;
}
