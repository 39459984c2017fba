import {
  ADDRESS_DETAIL_FIELD_NAMES,
  addressDataSchema,
  addressDetailDataSchema,
  addressDetailQuerySchema,
  addressQuerySchema,
  type AddressDetailData,
} from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AddressDetail } from '../../adapters/address/address-adapter';
import type { ModuleDeps } from '../../module-deps';
import { consumeLookup, fromSource } from './lookup-guard';

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

/**
 * Address autocomplete through the address adapter (places provider, or the shipped US ZIP data offline).
 * What is typed is not personal enough to audit on its own, but it is never logged.
 */
export const addressRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/api/address',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['lookups'],
        summary: 'Address suggestions for what is typed (street line, ZIP or city)',
        querystring: addressQuerySchema,
        response: { 200: z.object({ data: addressDataSchema }) },
      },
    },
    async (request) => {
      await consumeLookup(deps, request.auth!.userId, 'address');
      const { q, type } = request.query;
      const predictions = await fromSource('places', request.log, () =>
        deps.adapters.address.suggest({ q, type }),
      );
      return { data: predictions.map(({ id, description }) => ({ id, description })) };
    },
  );

  app.get(
    '/api/address_detail',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['lookups'],
        summary: 'The street, city, state, ZIP and phone of a chosen suggestion',
        querystring: addressDetailQuerySchema,
        response: { 200: z.object({ data: addressDetailDataSchema }) },
      },
    },
    async (request) => {
      await consumeLookup(deps, request.auth!.userId, 'address');
      const { q, f } = request.query;
      const detail = await fromSource('places', request.log, () =>
        deps.adapters.address.detail({ id: q, fields: fieldsOf(f) }),
      );
      return { data: toDetail(detail) };
    },
  );
};
