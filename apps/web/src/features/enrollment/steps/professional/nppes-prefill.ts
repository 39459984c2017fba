import {
  isTaxonomyCode,
  nextUnconfirmedSteps,
  selfAttestedKey as key,
  UNCONFIRMED_STEPS_KEY,
} from '@credence/shared';
import type { EnrollmentStepId, NppesData, ProfileValues } from '@credence/shared';
import type { ProfileData } from '../../api/self-attested';
import {
  licenseIdentity,
  mergeLicenses,
  savedLicenseList,
  LICENSES_LIST,
  type LicenseEntry,
} from './license-list';

// What an NPPES record can fill in, and how a choice becomes profile keys. NPPES writes names and streets in
// capitals; the wizard stores them the way people write them.

/** 'DELGADO-REYES' → 'Delgado-Reyes', "O'NEIL" → "O'Neil"; a two-letter state or 'NY' stays as it is. */
export function titleCase(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/(^|[\s\-'./])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

const clean = (text: string) => text.trim().replace(/\s+/g, ' ');

export interface NppesName {
  first_name: string;
  middle_name: string;
  last_name: string;
}

export const nppesName = (record: NppesData): NppesName => ({
  first_name: titleCase(record.first_name),
  middle_name: titleCase(record.middle_name),
  last_name: titleCase(record.last_name),
});

export const fullName = (name: Partial<NppesName>) =>
  [name.first_name, name.middle_name, name.last_name]
    .map((part) => clean(part ?? ''))
    .filter(Boolean)
    .join(' ');

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The name the clinician entered, when NPPES spells first or last name differently (case aside). */
export function nameMismatch(record: NppesData, values: ProfileValues): NppesName | null {
  const entered = {
    first_name: text(values[key('basic_info', 'first_name')]),
    middle_name: text(values[key('basic_info', 'middle_name')]),
    last_name: text(values[key('basic_info', 'last_name')]),
  };
  if (!entered.first_name && !entered.last_name) return null;
  const same = (a: string, b: string) => clean(a).toLowerCase() === clean(b).toLowerCase();
  return same(entered.first_name, record.first_name) && same(entered.last_name, record.last_name)
    ? null
    : entered;
}

/** The address to offer: the mailing address (closest to a home address), else the practice location. */
export function nppesAddress(record: NppesData) {
  const address =
    record.addresses.find((candidate) => candidate.purpose === 'MAILING') ??
    record.addresses.find((candidate) => candidate.purpose === 'LOCATION');
  if (!address || !address.line_1) return undefined;
  return {
    line_1: titleCase(address.line_1),
    line_2: titleCase(address.line_2),
    city: titleCase(address.city),
    state: address.state.toUpperCase(),
    zip: address.zip,
    zip4: address.zip4,
  };
}
export type OfferedAddress = NonNullable<ReturnType<typeof nppesAddress>>;

export const formatAddress = (address: OfferedAddress) =>
  [
    [address.line_1, address.line_2].filter(Boolean).join(', '),
    `${address.city}, ${address.state} ${[address.zip, address.zip4].filter(Boolean).join('-')}`,
  ].join(', ');

/** The primary taxonomy (the first one when none is marked primary), if it is a NUCC code. */
export function nppesSpecialty(record: NppesData) {
  const taxonomy = record.taxonomies.find((candidate) => candidate.primary) ?? record.taxonomies[0];
  return taxonomy && isTaxonomyCode(taxonomy.code) ? taxonomy : undefined;
}

/** The record's licenses not in the profile yet, once each. */
export function nppesLicenses(
  record: NppesData,
  values: ProfileValues,
): (LicenseEntry & { identity: string })[] {
  const saved = new Set(savedLicenseList(values).map(licenseIdentity));
  const seen = new Set<string>();
  const offered: (LicenseEntry & { identity: string })[] = [];
  for (const license of record.licenses) {
    const entry: LicenseEntry = {
      record_type: license.record_type,
      state: license.state,
      license_number: license.license_number,
    };
    const identity = licenseIdentity(entry);
    if (saved.has(identity) || seen.has(identity) || !entry.state || !entry.license_number) continue;
    seen.add(identity);
    offered.push({ ...entry, identity });
  }
  return offered;
}

export interface PrefillChoice {
  name: boolean;
  address: boolean;
  specialty: boolean;
  /** licenseIdentity of each license chosen. */
  licenses: string[];
}

/** What each box should start as: ticked when the profile has nothing there yet. */
export function defaultChoice(record: NppesData, values: ProfileValues): PrefillChoice {
  const empty = (k: string) => !text(values[k]);
  return {
    name: empty(key('basic_info', 'first_name')) && empty(key('basic_info', 'last_name')),
    address: empty(key('address', 'line_1')) && nppesAddress(record) !== undefined,
    specialty: empty(key('basic_info', 'specialty_code')) && nppesSpecialty(record) !== undefined,
    licenses: nppesLicenses(record, values).map((license) => license.identity),
  };
}

/** The profile keys the chosen details fill in. */
export function prefillData(record: NppesData, choice: PrefillChoice, values: ProfileValues): ProfileData {
  const data: ProfileData = {};
  if (choice.name) {
    const name = nppesName(record);
    data[key('basic_info', 'first_name')] = name.first_name;
    data[key('basic_info', 'middle_name')] = name.middle_name;
    data[key('basic_info', 'last_name')] = name.last_name;
  }
  const address = nppesAddress(record);
  if (choice.address && address) {
    for (const [field, value] of Object.entries(address)) data[`address|${field}`] = value;
  }
  const specialty = nppesSpecialty(record);
  if (choice.specialty && specialty) data[key('basic_info', 'specialty_code')] = specialty.code;
  const licenses = nppesLicenses(record, values).filter((license) =>
    choice.licenses.includes(license.identity),
  );
  if (licenses.length > 0) {
    data[LICENSES_LIST] = mergeLicenses(
      values,
      licenses.map(({ identity: _identity, ...entry }) => entry),
    );
  }
  // The later steps filled in here wait for the clinician's own Next on each (decision 029); name and
  // address come before this step, so taking them here is the confirmation.
  const filled: EnrollmentStepId[] = [];
  if (data[key('basic_info', 'specialty_code')]) filled.push('specialty');
  if (licenses.some((license) => license.record_type === 'state_license')) filled.push('state-licenses');
  if (licenses.some((license) => license.record_type === 'rn_license')) filled.push('ncsbn-id');
  const unconfirmed = nextUnconfirmedSteps(values, { filled });
  if (unconfirmed) data[UNCONFIRMED_STEPS_KEY] = unconfirmed;
  return data;
}
