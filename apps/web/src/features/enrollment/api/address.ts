import { addressDataSchema, addressDetailDataSchema } from '@credence/shared';
import type { AddressDetailData, AddressPredictionData } from '@credence/shared';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

/** GET /api/address: suggestions for what was typed. */
export async function searchAddresses(
  query: string,
  { signal, client = api }: { signal?: AbortSignal; client?: ApiClient } = {},
): Promise<AddressPredictionData[]> {
  const answer = await client.get('/api/address', { query: { q: query, type: 'address' }, signal });
  return z.object({ data: addressDataSchema }).parse(answer).data;
}

/** GET /api/address_detail: the parts of a chosen suggestion. */
export async function getAddressDetail(id: string, client: ApiClient = api): Promise<AddressDetailData> {
  const answer = await client.get('/api/address_detail', { query: { q: id, f: 'address_component' } });
  return z.object({ data: addressDetailDataSchema }).parse(answer).data;
}
