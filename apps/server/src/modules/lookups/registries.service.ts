import type { fsmbLookupBodySchema } from '@credence/shared';
import {
  isValidNpi,
  selfAttestedKey,
  makeFsmbLookupInputSchema,
  type FsmbDeaLicensesData,
  type FsmbStateLicensesData,
  type LookupSourceKey,
  type NppesData,
  type NursysData,
  type OtherName,
} from '@credence/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Adapters } from '../../adapters/registry';
import type { NppesOtherName, NppesProvider } from '../../adapters/nppes/nppes-adapter';
import { toRnLicenseEntries, type NursysLookupResult } from '../../adapters/nursys/nursys-adapter';
import type { DeaRegistration, StateLicense } from '../../adapters/fsmb/fsmb-adapter';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { checkBody } from '../../lib/check-body';
import type { Caller } from '../../lib/caller';
import { audit } from '../audit/audit.service';
import { readValues } from '../self-attested/self-attested.repository';
import { consumeLookup, fromSource, lookupNotFound } from './lookup-guard';

export const NPI_KEY = selfAttestedKey('identifiers', 'nppes_number');

export interface RegistryDeps {
  db: Kysely<Database>;
  /** The request's logger: a failing source is logged by name and code, never a value asked about. */
  log: FastifyBaseLogger;
  config: Config;
  clock: Clock;
  adapters: Adapters;
}

/** Nursing taxonomies (RN, NP, CNS, CRNA, CNM): their license is a board-of-nursing license. */
const NURSING_TAXONOMY = /^(163W|363L|364S|367)/;

const toOtherName = (name: NppesOtherName): OtherName => ({
  type: name.type,
  first_name: name.firstName,
  middle_name: name.middleName,
  last_name: name.lastName,
  credential: name.credential,
  source: 'NPPES',
});

export function toNppesData(provider: NppesProvider, retrievedAt: Date): NppesData {
  const seen = new Set<string>();
  const licenses: NppesData['licenses'] = [];
  for (const taxonomy of provider.taxonomies) {
    const key = `${taxonomy.state}|${taxonomy.license}`;
    if (!taxonomy.license || !taxonomy.state || seen.has(key)) continue;
    seen.add(key);
    licenses.push({
      record_type: NURSING_TAXONOMY.test(taxonomy.code) ? 'rn_license' : 'state_license',
      license_number: taxonomy.license,
      state: taxonomy.state,
      expiration_date: null,
      active: null,
      taxonomy_code: taxonomy.code,
    });
  }
  return {
    npi: provider.npi,
    status: provider.status,
    first_name: provider.firstName,
    middle_name: provider.middleName,
    last_name: provider.lastName,
    credential: provider.credential,
    addresses: provider.addresses.map((address) => ({
      purpose: address.purpose,
      line_1: address.line1,
      line_2: address.line2,
      city: address.city,
      state: address.state,
      zip: address.zip5,
      zip4: address.zip4,
      country: address.country,
      phone: address.phone,
    })),
    taxonomies: provider.taxonomies.map((taxonomy) => ({
      code: taxonomy.code,
      desc: taxonomy.description,
      primary: taxonomy.primary,
      state: taxonomy.state,
      license: taxonomy.license,
    })),
    licenses,
    other_names: provider.otherNames.map(toOtherName),
    source: { name: 'NPPES', retrieved_at: retrievedAt.toISOString() },
  };
}

/** Only active licenses become rn_license entries (000 §4, toRnLicenseEntries), with what Nursys said of them. */
export function toNursysData(result: NursysLookupResult, retrievedAt: Date): NursysData {
  const licenses = toRnLicenseEntries(result).map((entry) => {
    const license = result.licenses.find(
      (l) => l.active && l.jurisdiction === entry.state && l.licenseNumber === entry.license_number,
    );
    return {
      ...entry,
      license_type: license?.licenseType ?? '',
      expiration_date: license?.expirationDate ?? null,
      active: true,
    };
  });
  return {
    ncsbn_id: result.ncsbnId,
    first_name: result.firstName,
    last_name: result.lastName,
    licenses,
    source: { name: 'Nursys', retrieved_at: retrievedAt.toISOString() },
  };
}

export const toStateLicense = (license: StateLicense): FsmbStateLicensesData['licenses'][number] => ({
  record_type: 'state_license',
  license_number: license.number,
  state: license.state,
  expiration_date: license.expirationDate,
  active: license.active,
  license_type: license.licenseType,
  board: license.board,
  status: license.status,
  issue_date: license.issueDate,
});

/** `today` is YYYY-MM-DD: a registration past its expiration date has lapsed; without one we cannot say. */
export const toDeaLicense = (
  registration: DeaRegistration,
  today: string,
): FsmbDeaLicensesData['licenses'][number] => ({
  record_type: 'dea',
  license_number: registration.number,
  state: registration.state,
  expiration_date: registration.expirationDate,
  active: registration.expirationDate === null ? null : registration.expirationDate >= today,
  schedules: registration.schedules,
  business_activity: registration.businessActivity,
  check_digit_valid: registration.checkDigitValid,
});

/**
 * One audited, rate-limited call to an external source about the clinician. The audit row names the source
 * and the outcome (found, none, not found, unavailable), never the number or names asked about.
 */
async function lookUp<T>(
  deps: RegistryDeps,
  caller: Caller,
  source: LookupSourceKey,
  call: () => Promise<T>,
  found: (result: T) => boolean,
): Promise<T> {
  await consumeLookup(deps, caller.userId, 'registry');
  const event = { action: `lookup.${source}`, target_type: 'user', target_id: caller.userId };
  try {
    const result = await fromSource(source, deps.log, call);
    await audit(deps.db, caller.origin, { ...event, outcome: 'success', details: { found: found(result) } });
    return result;
  } catch (error) {
    const code = error instanceof AppError ? error.code : 'error';
    await audit(deps.db, caller.origin, { ...event, outcome: 'failure', details: { code } });
    throw error;
  }
}

export async function lookupNppes(deps: RegistryDeps, caller: Caller, npi: string): Promise<NppesData> {
  const provider = await lookUp(
    deps,
    caller,
    'nppes',
    async () => {
      const found = await deps.adapters.nppes.lookupNpi(npi);
      // An organization (NPI-2) is not a clinician: nothing to prefill.
      if (!found || found.enumerationType !== 'NPI-1') throw lookupNotFound('nppes');
      return found;
    },
    () => true,
  );
  return toNppesData(provider, deps.clock());
}

/** NPPES other names of the NPI saved in the profile; [] when none is saved (no call is made then). */
export async function otherNames(deps: RegistryDeps, caller: Caller): Promise<OtherName[]> {
  const [row] = await readValues(deps.db, caller.userId, [NPI_KEY]);
  const npi = typeof row?.value === 'string' ? row.value.trim() : '';
  if (!isValidNpi(npi)) return [];
  const provider = await lookUp(
    deps,
    caller,
    'nppes',
    () => deps.adapters.nppes.lookupNpi(npi),
    (result) => result !== null,
  );
  return provider?.enumerationType === 'NPI-1' ? provider.otherNames.map(toOtherName) : [];
}

export async function nursysEnrollment(
  deps: RegistryDeps,
  caller: Caller,
  ncsbnId: string,
): Promise<NursysData> {
  const result = await lookUp(
    deps,
    caller,
    'nursys',
    () => deps.adapters.nursys.lookupByNcsbnId(ncsbnId),
    () => true,
  );
  return toNursysData(result, deps.clock());
}

export type FsmbQuery = z.input<typeof fsmbLookupBodySchema>;

/** The body's rules run here, with the server's clock (the date of birth may not be in the future). */
const fsmbQuery = (deps: RegistryDeps, body: FsmbQuery) => {
  const query = checkBody(makeFsmbLookupInputSchema({ now: () => deps.clock() }), body);
  return {
    npi: query.npi,
    firstName: query.first_name?.trim() || undefined,
    lastName: query.last_name?.trim() || undefined,
  };
};

export async function fsmbStateLicenses(
  deps: RegistryDeps,
  caller: Caller,
  query: FsmbQuery,
): Promise<FsmbStateLicensesData> {
  const asked = fsmbQuery(deps, query);
  const licenses = await lookUp(
    deps,
    caller,
    'fsmb',
    () => deps.adapters.fsmb.findStateLicenses(asked),
    (list) => list.length > 0,
  );
  return {
    licenses: licenses.map(toStateLicense),
    source: { name: 'FSMB', retrieved_at: deps.clock().toISOString() },
  };
}

export async function fsmbDeaLicenses(
  deps: RegistryDeps,
  caller: Caller,
  query: FsmbQuery,
): Promise<FsmbDeaLicensesData> {
  const asked = fsmbQuery(deps, query);
  const registrations = await lookUp(
    deps,
    caller,
    'fsmb',
    () => deps.adapters.fsmb.findDeaRegistrations(asked),
    (list) => list.length > 0,
  );
  return {
    licenses: registrations.map((registration) =>
      toDeaLicense(registration, deps.clock().toISOString().slice(0, 10)),
    ),
    source: { name: 'FSMB', retrieved_at: deps.clock().toISOString() },
  };
}
