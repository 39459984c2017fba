import { addressApi } from '@credence/shared';
import type { ADDRESS_DETAIL_FIELD_NAMES, AddressDetailData, AddressPredictionData } from '@credence/shared';
import type { ApiClient } from '../api-client';
import { callEndpoint } from '../api-endpoint';

/** GET /api/address: suggestions for what was typed. */
export const searchAddresses = (
  query: string,
  { signal, client }: { signal?: AbortSignal; client?: ApiClient } = {},
): Promise<AddressPredictionData[]> =>
  callEndpoint(
    addressApi.suggest,
    { query: { q: query, type: 'address' } },
    { client, ...(signal ? { signal } : {}) },
  );

/** Which parts of a place GET /api/address_detail reads (its `f`). */
export type AddressDetailField = (typeof ADDRESS_DETAIL_FIELD_NAMES)[number];

/**
 * GET /api/address_detail: the parts of a chosen suggestion. A home address needs only its components; a
 * workplace asks for the place's phone number too (001 §4).
 */
export const getAddressDetail = (
  id: string,
  client?: ApiClient,
  fields: readonly AddressDetailField[] = ['address_component'],
): Promise<AddressDetailData> =>
  callEndpoint(addressApi.detail, { query: { q: id, f: fields.join(',') } }, { client });
