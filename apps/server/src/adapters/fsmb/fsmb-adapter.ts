import { isValidDea, isValidNpi, normalizeDea } from '@credence/shared';
import type { AdapterConfig } from '../config';
import { fetchJson, isAdapterError, joinUrl, parseAnswer, type HttpOptions } from '../http';
import {
  fsmbDeaAnswerSchema,
  fsmbLicenseAnswerSchema,
  fsmbSampleSchema,
  type FsmbDeaRecord,
  type FsmbLicenseRecord,
} from './fsmb-format';
import sample from './data/sample-practitioners.json' with { type: 'json' };

const SOURCE = 'fsmb';

export interface FsmbPractitionerQuery {
  npi: string;
  firstName?: string;
  lastName?: string;
}

export interface StateLicense {
  state: string;
  board: string;
  number: string;
  /** MD, DO or PA as the board issued it. */
  licenseType: string;
  status: string;
  active: boolean;
  issueDate: string | null;
  expirationDate: string | null;
  source: 'fsmb';
}

export interface DeaRegistration {
  number: string;
  state: string;
  expirationDate: string | null;
  /** '2', '2N', '3', '3N', '4', '5' as the DEA prints them. */
  schedules: string[];
  businessActivity: string;
  /** False flags a number that fails the DEA check digit (shared rule), so a person looks at it. */
  checkDigitValid: boolean;
  source: 'fsmb';
}

/** State medical licenses and DEA registrations of physicians and PAs, found by NPI. */
export interface FsmbAdapter {
  readonly mode: 'live' | 'offline';
  /** [] when the NPI is invalid or FSMB knows no license for it. */
  findStateLicenses(query: FsmbPractitionerQuery): Promise<StateLicense[]>;
  findDeaRegistrations(query: FsmbPractitionerQuery): Promise<DeaRegistration[]>;
}

const toLicense = (record: FsmbLicenseRecord): StateLicense => ({
  state: record.stateCode.toUpperCase(),
  board: record.boardName,
  number: record.licenseNumber,
  licenseType: record.licenseType,
  status: record.status,
  active: record.status.trim().toLowerCase() === 'active',
  issueDate: record.issueDate ?? null,
  expirationDate: record.expirationDate ?? null,
  source: 'fsmb',
});

const toRegistration = (record: FsmbDeaRecord): DeaRegistration => ({
  number: normalizeDea(record.deaNumber.trim()),
  state: record.stateCode.toUpperCase(),
  expirationDate: record.expirationDate ?? null,
  schedules: record.schedules,
  businessActivity: record.businessActivity ?? '',
  checkDigitValid: isValidDea(record.deaNumber.trim()),
  source: 'fsmb',
});

/** POST keeps names and numbers out of URLs, which proxies and access logs record. */
export function createLiveFsmbAdapter(
  baseUrl: string,
  apiKey: string,
  http: Omit<HttpOptions, 'source'>,
): FsmbAdapter {
  const options: HttpOptions = { ...http, source: SOURCE };
  const post = async (path: string, query: FsmbPractitionerQuery) => {
    try {
      return await fetchJson(joinUrl(baseUrl, path), options, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify({ npi: query.npi, firstName: query.firstName, lastName: query.lastName }),
      });
    } catch (error) {
      // 404 is "no such practitioner" in our format: nothing to prefill, the clinician types it in.
      if (isAdapterError(error) && error.code === 'adapter.not-found') return undefined;
      throw error;
    }
  };
  return {
    mode: 'live',
    async findStateLicenses(query) {
      if (!isValidNpi(query.npi)) return [];
      const answer = await post('v1/licenses/search', query);
      return answer === undefined
        ? []
        : parseAnswer(fsmbLicenseAnswerSchema, answer, SOURCE).licenses.map(toLicense);
    },
    async findDeaRegistrations(query) {
      if (!isValidNpi(query.npi)) return [];
      const answer = await post('v1/dea-registrations/search', query);
      if (answer === undefined) return [];
      return parseAnswer(fsmbDeaAnswerSchema, answer, SOURCE).registrations.map(toRegistration);
    },
  };
}

const sameName = (a: string, b: string | undefined) =>
  !b?.trim() || a.toUpperCase() === b.trim().toUpperCase();

/** Shipped sample keyed by NPI; a last name that disagrees with the record finds nothing, as a real match would. */
export function createOfflineFsmbAdapter(data: unknown = sample): FsmbAdapter {
  const { practitioners } = fsmbSampleSchema.parse(data);
  const find = (query: FsmbPractitionerQuery) =>
    isValidNpi(query.npi)
      ? practitioners.find((p) => p.npi === query.npi && sameName(p.lastName, query.lastName))
      : undefined;
  return {
    mode: 'offline',
    findStateLicenses: async (query) => (find(query)?.licenses ?? []).map(toLicense),
    findDeaRegistrations: async (query) => (find(query)?.registrations ?? []).map(toRegistration),
  };
}

/** Live when FSMB_BASE_URL is set (FSMB_API_KEY then required), else the shipped sample. */
export function createFsmbAdapter(
  config: Pick<AdapterConfig, 'FSMB_BASE_URL' | 'FSMB_API_KEY' | 'ADAPTER_TIMEOUT_MS'>,
  options: { fetch?: typeof fetch } = {},
): FsmbAdapter {
  if (!config.FSMB_BASE_URL) return createOfflineFsmbAdapter();
  if (!config.FSMB_API_KEY) throw new Error('FSMB_BASE_URL is set: FSMB_API_KEY is required too');
  return createLiveFsmbAdapter(config.FSMB_BASE_URL, config.FSMB_API_KEY, {
    timeoutMs: config.ADAPTER_TIMEOUT_MS,
    fetch: options.fetch,
  });
}
