import { isValidNpi } from '@credence/shared';
import type { AdapterConfig } from '../config';
import { AdapterError, fetchJson, joinUrl, parseAnswer, type HttpOptions } from '../http';
import { nppesErrorsSchema, nppesSearchSchema, type NppesSearchAnswer } from './nppes-format';
import { normalizeNppesResult, type NppesProvider } from './nppes-normalize';
import sample from './data/sample-practitioners.json' with { type: 'json' };

export type { NppesAddress, NppesOtherName, NppesProvider, NppesTaxonomy } from './nppes-normalize';

const SOURCE = 'nppes';
/** NPPES answers at most 200 records per request (data-sources.md). */
export const NPPES_MAX_LIMIT = 200;
export const NPPES_DEFAULT_LIMIT = 10;

export interface NppesNameQuery {
  firstName?: string;
  lastName?: string;
  /** Two-letter state of a practice address. */
  state?: string;
  limit?: number;
}

/** Prefill source for enrolment: name, addresses, specialty (taxonomy) and state license numbers. */
export interface NppesAdapter {
  readonly mode: 'live' | 'offline';
  /** null when no individual holds the number; an NPI failing the check digit is never sent. */
  lookupNpi(npi: string): Promise<NppesProvider | null>;
  /** The same look-up with the registry's record exactly as it answered it (verification evidence). */
  lookupNpiRecord(npi: string): Promise<NppesRecord | null>;
  /** Individuals (NPI-1) by name; a trailing * after two letters is a prefix wildcard, as in NPPES. */
  searchByName(query: NppesNameQuery): Promise<NppesProvider[]>;
}

const clampLimit = (limit: number | undefined) =>
  Math.min(Math.max(Math.trunc(limit ?? NPPES_DEFAULT_LIMIT), 1), NPPES_MAX_LIMIT);

/** NPPES needs at least two characters in a name it searches; fewer would only earn an Errors answer. */
const usableName = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed.replace(/\*$/, '').length >= 2 ? trimmed : undefined;
};

/** A provider with the result object exactly as NPPES sent it. */
export interface NppesRecord {
  provider: NppesProvider;
  raw: unknown;
}

/** Reads one v2.1 answer keeping each result's raw object beside its normalised form. */
export function readNppesRecords(data: unknown): NppesRecord[] {
  const providers = readNppesAnswer(data);
  const raws = (data as { results?: unknown[] }).results ?? [];
  return providers.map((provider, index) => ({ provider, raw: raws[index] ?? null }));
}

const recordFor = (records: NppesRecord[], npi: string) =>
  records.find((record) => record.provider.npi === npi) ?? null;

/** Reads one v2.1 answer: the Errors form means our query was refused, not that nobody matched. */
export function readNppesAnswer(data: unknown): NppesProvider[] {
  const errors = nppesErrorsSchema.safeParse(data);
  if (errors.success) {
    const fields = errors.data.Errors.map((error) => `${error.field ?? '?'} (${error.number ?? '?'})`);
    throw new AdapterError('adapter.bad-response', SOURCE, `query refused: ${fields.join(', ')}`);
  }
  const answer: NppesSearchAnswer = parseAnswer(nppesSearchSchema, data, SOURCE);
  return answer.results.map(normalizeNppesResult);
}

export function createLiveNppesAdapter(baseUrl: string, http: Omit<HttpOptions, 'source'>): NppesAdapter {
  const options: HttpOptions = { ...http, source: SOURCE };
  const fetchAnswer = async (query: Record<string, string | undefined>) =>
    fetchJson(joinUrl(baseUrl, 'api/', { version: '2.1', ...query }), options);
  const search = async (query: Record<string, string | undefined>) =>
    readNppesAnswer(await fetchAnswer(query));
  const lookupNpiRecord = async (npi: string) =>
    isValidNpi(npi) ? recordFor(readNppesRecords(await fetchAnswer({ number: npi })), npi) : null;
  return {
    mode: 'live',
    lookupNpiRecord,
    async lookupNpi(npi) {
      return (await lookupNpiRecord(npi))?.provider ?? null;
    },
    async searchByName({ firstName, lastName, state, limit }) {
      const first = usableName(firstName);
      const last = usableName(lastName);
      if (!first && !last) return [];
      return search({
        enumeration_type: 'NPI-1',
        first_name: first,
        last_name: last,
        state: state?.trim().toUpperCase(),
        limit: String(clampLimit(limit)),
      });
    },
  };
}

/** NPPES matching: whole value, case-insensitive, or a prefix when the pattern ends in '*'. */
export function nppesNameMatches(value: string, pattern: string | undefined): boolean {
  if (!pattern) return true;
  const wanted = pattern.trim().toUpperCase();
  const actual = value.trim().toUpperCase();
  return wanted.endsWith('*') ? actual.startsWith(wanted.slice(0, -1)) : actual === wanted;
}

/** Answers from the shipped sample file, read through the same v2.1 parser as a live answer. */
export function createOfflineNppesAdapter(data: unknown = sample): NppesAdapter {
  const records = readNppesRecords(data);
  const providers = records.map((record) => record.provider);
  return {
    mode: 'offline',
    async lookupNpiRecord(npi) {
      return isValidNpi(npi) ? recordFor(records, npi) : null;
    },
    async lookupNpi(npi) {
      return isValidNpi(npi) ? (recordFor(records, npi)?.provider ?? null) : null;
    },
    async searchByName({ firstName, lastName, state, limit }) {
      const first = usableName(firstName);
      const last = usableName(lastName);
      if (!first && !last) return [];
      const wantedState = state?.trim().toUpperCase();
      return providers
        .filter((provider) => provider.enumerationType === 'NPI-1')
        .filter((p) => nppesNameMatches(p.firstName, first) && nppesNameMatches(p.lastName, last))
        .filter((p) => !wantedState || p.addresses.some((address) => address.state === wantedState))
        .slice(0, clampLimit(limit));
    },
  };
}

/** Live when NPPES_BASE_URL is set (e.g. https://npiregistry.cms.hhs.gov), else the shipped sample. */
export function createNppesAdapter(
  config: Pick<AdapterConfig, 'NPPES_BASE_URL' | 'ADAPTER_TIMEOUT_MS'>,
  options: { fetch?: typeof fetch } = {},
): NppesAdapter {
  if (!config.NPPES_BASE_URL) return createOfflineNppesAdapter();
  return createLiveNppesAdapter(config.NPPES_BASE_URL, {
    timeoutMs: config.ADAPTER_TIMEOUT_MS,
    fetch: options.fetch,
  });
}
