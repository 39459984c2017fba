import { z } from 'zod';
import type { AdapterConfig } from '../config';
import { fetchJson, joinUrl, parseAnswer, type HttpOptions } from '../http';
import sample from './data/sample-degrees.json' with { type: 'json' };

// Education verification in the shape of a National Student Clearinghouse DegreeVerify answer. The record's
// fields are the spec's nsc_education form (001 §2): first_name, last_name, status, award_date, degree,
// institution. The request and envelope are our proposal, to be confirmed with the clearinghouse (adapters/README.md).

const SOURCE = 'education';

export const degreeRecordSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  /** 'Degree Awarded' when confirmed. */
  status: z.string(),
  award_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  degree: z.string(),
  institution: z.string(),
  /** The institution's OPEID, when known. */
  institution_code: z.string().nullish(),
});
export type DegreeRecord = z.infer<typeof degreeRecordSchema>;

export const degreeAnswerSchema = z.object({
  /** CONFIRMED: a record follows; NO_RECORD: the school reported none; PENDING: the school is asked by hand. */
  status: z.enum(['CONFIRMED', 'NO_RECORD', 'PENDING']),
  transaction_id: z.string(),
  record: degreeRecordSchema.nullable(),
});
export type DegreeAnswer = z.infer<typeof degreeAnswerSchema>;

export interface DegreeQuery {
  firstName: string;
  lastName: string;
  institutionName: string;
  institutionCode?: string;
  degree: string;
  graduationYear?: string;
}

export interface EducationAdapter {
  readonly mode: 'live' | 'offline';
  verifyDegree(query: DegreeQuery): Promise<DegreeAnswer>;
}

export function createLiveEducationAdapter(
  baseUrl: string,
  apiKey: string,
  http: Omit<HttpOptions, 'source'>,
): EducationAdapter {
  const options: HttpOptions = { ...http, source: SOURCE };
  return {
    mode: 'live',
    async verifyDegree(query) {
      const answer = await fetchJson(joinUrl(baseUrl, 'v1/degree-verifications'), options, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify(query),
      });
      return parseAnswer(degreeAnswerSchema, answer, SOURCE);
    },
  };
}

const key = (value: string | undefined) =>
  (value ?? '')
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/** The shipped sample: a record confirms when last name, institution (name or code) and degree agree. */
export function createOfflineEducationAdapter(data: unknown = sample): EducationAdapter {
  const records = z.object({ records: z.array(degreeRecordSchema) }).parse(data).records;
  return {
    mode: 'offline',
    async verifyDegree(query) {
      const record = records.find(
        (r) =>
          key(r.last_name) === key(query.lastName) &&
          (key(r.institution) === key(query.institutionName) ||
            (!!r.institution_code && r.institution_code === query.institutionCode)) &&
          key(r.degree) === key(query.degree),
      );
      const transaction_id = `offline-${key(query.lastName).slice(0, 4)}-${record ? 'c' : 'n'}`;
      return record
        ? { status: 'CONFIRMED', transaction_id, record }
        : { status: 'NO_RECORD', transaction_id, record: null };
    },
  };
}

/** Live when EDUCATION_BASE_URL is set (EDUCATION_API_KEY then required), else the shipped sample. */
export function createEducationAdapter(
  config: Pick<AdapterConfig, 'EDUCATION_BASE_URL' | 'EDUCATION_API_KEY' | 'ADAPTER_TIMEOUT_MS'>,
  options: { fetch?: typeof fetch } = {},
): EducationAdapter {
  if (!config.EDUCATION_BASE_URL) return createOfflineEducationAdapter();
  if (!config.EDUCATION_API_KEY)
    throw new Error('EDUCATION_BASE_URL is set: EDUCATION_API_KEY is required too');
  return createLiveEducationAdapter(config.EDUCATION_BASE_URL, config.EDUCATION_API_KEY, {
    timeoutMs: config.ADAPTER_TIMEOUT_MS,
    fetch: options.fetch,
  });
}
