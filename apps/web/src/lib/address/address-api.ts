import { addressDataSchema, addressDetailDataSchema } from '@credence/shared';
import type { ADDRESS_DETAIL_FIELD_NAMES, AddressDetailData, AddressPredictionData } from '@credence/shared';
import { z } from 'zod';
import { api } from '../api-client';
import type { ApiClient } from '../api-client';

/** GET /api/address: suggestions for what was typed. */
export async function searchAddresses(
  query: string,
  { signal, client = api }: { signal?: AbortSignal; client?: ApiClient } = {},
): Promise<AddressPredictionData[]> {
  const answer = await client.get('/api/address', { query: { q: query, type: 'address' }, signal });
  return z.object({ data: addressDataSchema }).parse(answer).data;
}

/** Which parts of a place GET /api/address_detail reads (its `f`). */
export type AddressDetailField = (typeof ADDRESS_DETAIL_FIELD_NAMES)[number];

/**
 * GET /api/address_detail: the parts of a chosen suggestion. A home address needs only its components; a
 * workplace asks for the place's phone number too (001 §4).
 */
export async function getAddressDetail(
  id: string,
  client: ApiClient = api,
  fields: readonly AddressDetailField[] = ['address_component'],
): Promise<AddressDetailData> {
  const answer = await client.get('/api/address_detail', { query: { q: id, f: fields.join(',') } });
  return z.object({ data: addressDetailDataSchema }).parse(answer).data;
}
