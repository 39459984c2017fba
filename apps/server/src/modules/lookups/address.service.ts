import {
  ADDRESS_DETAIL_FIELD_NAMES,
  type AddressDetailData,
  type AddressDetailQuery,
  type AddressPredictionData,
  type addressQuerySchema,
} from '@credence/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AddressDetail } from '../../adapters/address/address-adapter';
import type { Adapters } from '../../adapters/registry';
import type { Caller } from '../../lib/caller';
import { consumeLookup, fromSource, type LookupLimitDeps } from './lookup-guard';

// Address autocomplete through the address adapter (places provider, or the shipped US ZIP data offline).
// What is typed is not personal enough to audit on its own, but it is never logged.

export interface AddressDeps extends LookupLimitDeps {
  adapters: Pick<Adapters, 'address'>;
  log: FastifyBaseLogger;
}

type DetailField = (typeof ADDRESS_DETAIL_FIELD_NAMES)[number];

/** 'address_component,formatted_phone_number' → the fields asked for; none given means both. */
const fieldsOf = (f: string | undefined): DetailField[] => {
  const asked = (f ?? '').split(',').filter(Boolean) as DetailField[];
  return asked.length ? asked : [...ADDRESS_DETAIL_FIELD_NAMES];
};

const toDetail = (detail: AddressDetail): AddressDetailData => ({
  line_1: detail.line1,
  line_2: detail.line2,
  city: detail.city,
  state: detail.state,
  zip: detail.zip,
  zip4: detail.zip4,
  country: detail.country,
  phone: detail.phone,
});

/** GET /api/address: suggestions for what is typed. */
export async function suggestAddresses(
  deps: AddressDeps,
  caller: Caller,
  { q, type }: z.output<typeof addressQuerySchema>,
): Promise<AddressPredictionData[]> {
  await consumeLookup(deps, caller.userId, 'address');
  const predictions = await fromSource('places', deps.log, () => deps.adapters.address.suggest({ q, type }));
  return predictions.map(({ id, description }) => ({ id, description }));
}

/** GET /api/address_detail: the parts of a chosen suggestion. */
export async function addressDetail(
  deps: AddressDeps,
  caller: Caller,
  { q, f }: AddressDetailQuery,
): Promise<AddressDetailData> {
  await consumeLookup(deps, caller.userId, 'address');
  const detail = await fromSource('places', deps.log, () =>
    deps.adapters.address.detail({ id: q, fields: fieldsOf(f) }),
  );
  return toDetail(detail);
}
