import { phoneDigits } from '@credence/shared';
import type { NppesResult } from './nppes-format';

export type NppesAddressPurpose = 'LOCATION' | 'MAILING';

export interface NppesAddress {
  purpose: NppesAddressPurpose;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip5: string;
  zip4: string;
  country: string;
  /** National digits only (10), '' when the registry has none. */
  phone: string;
}

export interface NppesTaxonomy {
  code: string;
  description: string;
  /** The state license number the clinician reported with this taxonomy, '' when none. */
  license: string;
  state: string;
  primary: boolean;
}

export interface NppesOtherName {
  type: string;
  firstName: string;
  lastName: string;
  middleName: string;
  credential: string;
}

/** One NPPES record in our words. Names are kept as the registry spells them (often upper case). */
export interface NppesProvider {
  npi: string;
  enumerationType: 'NPI-1' | 'NPI-2';
  /** 'A' is active; NPPES uses 'D' for a deactivated number. */
  status: string;
  firstName: string;
  lastName: string;
  middleName: string;
  credential: string;
  addresses: NppesAddress[];
  taxonomies: NppesTaxonomy[];
  otherNames: NppesOtherName[];
  source: 'nppes';
}

const clean = (value: string | null | undefined): string => {
  const trimmed = (value ?? '').trim();
  // NPPES writes '--' for an empty prefix or suffix.
  return trimmed === '--' ? '' : trimmed;
};

function toAddress(address: NppesResult['addresses'][number]): NppesAddress | undefined {
  const purpose = clean(address.address_purpose).toUpperCase();
  if (purpose !== 'LOCATION' && purpose !== 'MAILING') return undefined;
  const postal = clean(address.postal_code).replace(/\D/g, '');
  return {
    purpose,
    line1: clean(address.address_1),
    line2: clean(address.address_2),
    city: clean(address.city),
    state: clean(address.state).toUpperCase(),
    zip5: postal.slice(0, 5),
    zip4: postal.length === 9 ? postal.slice(5) : '',
    country: clean(address.country_code) || 'US',
    phone: phoneDigits(clean(address.telephone_number)),
  };
}

export function normalizeNppesResult(result: NppesResult): NppesProvider {
  const { basic } = result;
  return {
    npi: result.number,
    enumerationType: result.enumeration_type === 'NPI-2' ? 'NPI-2' : 'NPI-1',
    status: clean(basic.status),
    firstName: clean(basic.first_name),
    lastName: clean(basic.last_name) || clean(basic.organization_name),
    middleName: clean(basic.middle_name),
    credential: clean(basic.credential),
    addresses: result.addresses.map(toAddress).filter((a): a is NppesAddress => a !== undefined),
    taxonomies: result.taxonomies.map((taxonomy) => ({
      code: taxonomy.code,
      description: clean(taxonomy.desc),
      license: clean(taxonomy.license),
      state: clean(taxonomy.state).toUpperCase(),
      primary: taxonomy.primary === true,
    })),
    otherNames: result.other_names.map((name) => ({
      type: clean(name.type),
      firstName: clean(name.first_name),
      lastName: clean(name.last_name) || clean(name.organization_name),
      middleName: clean(name.middle_name),
      credential: clean(name.credential),
    })),
    source: 'nppes',
  };
}
