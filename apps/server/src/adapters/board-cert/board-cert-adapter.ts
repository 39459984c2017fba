import { isValidNpi } from '@credence/shared';
import type { AdapterConfig } from '../config';
import { fetchJson, isAdapterError, joinUrl, parseAnswer, type HttpOptions } from '../http';
import {
  boardCertAnswerSchema,
  boardCertSampleSchema,
  type BoardCertificationRecord,
} from './board-cert-format';
import sample from './data/sample-certifications.json' with { type: 'json' };

const SOURCE = 'board_cert';

export interface BoardCertQuery {
  npi: string;
  lastName: string;
  /** The board config id ('aanp', 'abim', …). */
  boardId: string;
  /** The certificate or id number the clinician gave, when the board asks for one. */
  idNumber?: string;
}

export interface BoardCertAdapter {
  readonly mode: 'live' | 'offline';
  /** The board's certifications of the practitioner; [] when the board knows none. */
  findCertifications(query: BoardCertQuery): Promise<BoardCertificationRecord[]>;
}

export const isActiveCertification = (record: BoardCertificationRecord) =>
  ['active', 'certified'].includes(record.status.trim().toLowerCase());

export function createLiveBoardCertAdapter(
  baseUrl: string,
  apiKey: string,
  http: Omit<HttpOptions, 'source'>,
): BoardCertAdapter {
  const options: HttpOptions = { ...http, source: SOURCE };
  return {
    mode: 'live',
    async findCertifications(query) {
      if (!isValidNpi(query.npi)) return [];
      try {
        const answer = await fetchJson(joinUrl(baseUrl, 'v1/certifications/search'), options, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
          body: JSON.stringify(query),
        });
        return parseAnswer(boardCertAnswerSchema, answer, SOURCE).certifications;
      } catch (error) {
        if (isAdapterError(error) && error.code === 'adapter.not-found') return [];
        throw error;
      }
    },
  };
}

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The shipped sample, keyed by NPI and last name as a real match would be. */
export function createOfflineBoardCertAdapter(data: unknown = sample): BoardCertAdapter {
  const { practitioners } = boardCertSampleSchema.parse(data);
  return {
    mode: 'offline',
    async findCertifications({ npi, lastName, boardId }) {
      const practitioner = practitioners.find((p) => p.npi === npi && same(p.lastName, lastName));
      return (practitioner?.certifications ?? []).filter((record) => record.boardId === boardId);
    },
  };
}

/** Live when BOARD_CERT_BASE_URL is set (BOARD_CERT_API_KEY then required), else the shipped sample. */
export function createBoardCertAdapter(
  config: Pick<AdapterConfig, 'BOARD_CERT_BASE_URL' | 'BOARD_CERT_API_KEY' | 'ADAPTER_TIMEOUT_MS'>,
  options: { fetch?: typeof fetch } = {},
): BoardCertAdapter {
  if (!config.BOARD_CERT_BASE_URL) return createOfflineBoardCertAdapter();
  if (!config.BOARD_CERT_API_KEY)
    throw new Error('BOARD_CERT_BASE_URL is set: BOARD_CERT_API_KEY is required too');
  return createLiveBoardCertAdapter(config.BOARD_CERT_BASE_URL, config.BOARD_CERT_API_KEY, {
    timeoutMs: config.ADAPTER_TIMEOUT_MS,
    fetch: options.fetch,
  });
}
