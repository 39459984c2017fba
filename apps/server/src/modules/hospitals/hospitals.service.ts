import {
  affiliationConfigOf,
  HOSPITAL_SEARCH_LIMIT,
  isValidNpi,
  type AffiliationHintData,
  type affiliationHintsBodySchema,
  type HospitalData,
  type hospitalSearchQuerySchema,
} from '@credence/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isAdapterError } from '../../adapters/http';
import type { Adapters } from '../../adapters/registry';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { audit } from '../audit/audit.service';
import { consumeLookup, type LookupLimitDeps } from '../lookups/lookup-guard';
import { NPI_KEY } from '../lookups/registries.service';
import { WORK_HISTORY_KEY } from '../lookups/training.service';
import { readValues } from '../self-attested/self-attested.repository';
import { findSubscribedRequirement } from '../subscriptions/subscribed-requirement';
import { ensureHospitalDirectory } from './loader';
import {
  hospitalsByIds,
  hospitalsNamed,
  hospitalsNear,
  searchByAddress,
  searchByName,
  toHospital,
} from './hospitals.repository';

type Db = Kysely<Database>;

export interface HospitalsDeps extends LookupLimitDeps {
  db: Db;
  adapters: Pick<Adapters, 'nppes'>;
  log: FastifyBaseLogger;
}

/**
 * GET /api/hospital_search: by CCNs, by name or by street address (decision 044). It runs while the clinician
 * types, so it counts against the account's address bucket (the autocomplete's pace). What is typed names a
 * hospital, not a person: it is neither audited nor logged.
 */
export async function searchHospitals(
  deps: HospitalsDeps,
  caller: Caller,
  query: z.output<typeof hospitalSearchQuerySchema>,
): Promise<HospitalData[]> {
  await consumeLookup(deps, caller.userId, 'address');
  await ensureHospitalDirectory(deps.db, deps.clock);
  const rows = query.hospital_ids
    ? await hospitalsByIds(deps.db, query.hospital_ids)
    : query.q !== undefined
      ? await searchByName(deps.db, query.q, HOSPITAL_SEARCH_LIMIT)
      : await searchByAddress(deps.db, query.address ?? '', HOSPITAL_SEARCH_LIMIT);
  return rows.map(toHospital);
}

/** A practice location's hospitals: those in its ZIP, the one at its street address first; at most this many. */
const PER_LOCATION = 5;
/** A street this like the hospital's (pg_trgm word similarity) is the hospital's own address. */
const SAME_STREET = 0.6;
/** A work-history institution or a sent name this like a hospital's (trigram similarity) names it. */
const SAME_NAME = 0.45;
const HINTS_MAX = 20;

interface Position {
  institution: string;
  state: string;
  start: string;
  end: string;
  current: boolean;
}

/** MM/yyyy (work history) → yyyy-MM, comparable as text; '' when not a month. */
const monthOf = (value: unknown): string => {
  const match = typeof value === 'string' ? /^(\d{2})\/(\d{4})$/.exec(value.trim()) : null;
  return match ? `${match[2]}-${match[1]}` : '';
};

const positionsOf = (value: unknown): Position[] =>
  (Array.isArray(value) ? value : []).flatMap((item) => {
    if (item === null || typeof item !== 'object') return [];
    const entry = item as Record<string, unknown>;
    const institution = typeof entry.institution === 'string' ? entry.institution.trim() : '';
    if (institution === '' || entry.type === 'gap') return [];
    return [
      {
        institution,
        state: typeof entry.address_state === 'string' ? entry.address_state.trim().toUpperCase() : '',
        start: monthOf(entry.start_date),
        end: monthOf(entry.end_date),
        current: entry.isCurrent === true,
      },
    ];
  });

/** The day `years` before `now`, YYYY-MM-DD. */
const yearsBefore = (now: Date, years: number) => {
  const day = new Date(now);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
};

/**
 * POST /api/v2/affiliation_hints/{npi}: the directory's hospitals the clinician likely holds privileges at,
 * from three places, each hint saying which: the NPPES practice locations (LOCATION addresses) of the
 * clinician's NPI — the hospital at that street address, else the hospitals of that ZIP code; the positions of
 * the work history that were held on or after start_date (default: the requirement's affiliation look-back,
 * else 5 years), matched by name within their state; and the institution names sent. Only the NPI saved in the
 * caller's own profile answers; any other is 404, as is a requirement the caller is not subscribed to.
 * NPPES failing leaves its hints out rather than failing the call. Audited with counts only.
 */
export async function affiliationHints(
  deps: HospitalsDeps,
  caller: Caller,
  npi: string,
  startDate: string | undefined,
  body: z.output<typeof affiliationHintsBodySchema>,
): Promise<AffiliationHintData[]> {
  const [npiRow, historyRow] = await Promise.all([
    readValues(deps.db, caller.userId, [NPI_KEY]).then((rows) => rows[0]),
    readValues(deps.db, caller.userId, [WORK_HISTORY_KEY]).then((rows) => rows[0]),
  ]);
  const own = typeof npiRow?.value === 'string' ? npiRow.value.trim() : '';
  if (!isValidNpi(own) || own !== npi) throw notFound();
  let lookBack = affiliationConfigOf(undefined).look_back_years;
  if (body.appReqID !== undefined) {
    const requirement = await findSubscribedRequirement(deps.db, caller.userId, body.appReqID);
    if (!requirement) throw notFound();
    lookBack = affiliationConfigOf(requirement.application_config).look_back_years;
  }
  await consumeLookup(deps, caller.userId, 'registry');
  await ensureHospitalDirectory(deps.db, deps.clock);
  const since = (startDate ?? yearsBefore(deps.clock(), lookBack)).slice(0, 7);

  const hints = new Map<string, AffiliationHintData>();
  const add = (row: Parameters<typeof toHospital>[0], reason: AffiliationHintData['reasons'][number]) => {
    const hint = hints.get(row.ccn) ?? { ...toHospital(row), reasons: [] };
    if (!hint.reasons.includes(reason)) hint.reasons.push(reason);
    hints.set(row.ccn, hint);
  };

  let locations = 0;
  try {
    const provider = await deps.adapters.nppes.lookupNpi(npi);
    for (const address of provider?.addresses ?? []) {
      if (address.purpose !== 'LOCATION' || !/^\d{5}$/.test(address.zip5)) continue;
      locations++;
      const near = await hospitalsNear(deps.db, address.zip5, address.line1, PER_LOCATION);
      const same = near.filter((row) => row.street_similarity >= SAME_STREET);
      for (const row of same.length > 0 ? same : near) add(row, 'practice_location');
    }
  } catch (error) {
    if (!isAdapterError(error)) throw error;
    deps.log.warn({ source: 'nppes', adapterCode: error.code }, 'affiliation hints without NPPES');
  }

  const positions = positionsOf(historyRow?.value).filter(
    (position) => position.current || position.end === '' || position.end >= since,
  );
  for (const position of positions) {
    const named = await hospitalsNamed(deps.db, position.institution, {
      ...(/^[A-Z]{2}$/.test(position.state) ? { state: position.state } : {}),
      threshold: SAME_NAME,
      limit: 1,
    });
    for (const row of named) add(row, 'work_history');
  }
  for (const institution of body.institutions.filter((name) => name !== '')) {
    for (const row of await hospitalsNamed(deps.db, institution, { threshold: SAME_NAME, limit: 1 }))
      add(row, 'institution');
  }

  const answer = [...hints.values()].slice(0, HINTS_MAX);
  await audit(deps.db, caller.origin, {
    action: 'affiliations.hints',
    outcome: 'success',
    target_type: 'user',
    target_id: caller.userId,
    details: { locations, positions: positions.length, hints: answer.length },
  });
  return answer;
}
