import { phoneDigits } from '@credence/shared';
import { AdapterError, fetchJson, joinUrl, parseAnswer, type HttpOptions } from '../http';
import {
  ADDRESS_DETAIL_FIELDS,
  emptyDetail,
  MAX_PREDICTIONS,
  type AddressAdapter,
  type AddressDetail,
  type AddressSuggestType,
} from './address-types';
import { placesAutocompleteSchema, placesDetailsSchema, type PlacesAddressComponent } from './places-format';

const SOURCE = 'places';

/** Our three kinds of typing, in the provider's type filter vocabulary. */
const PLACE_TYPES: Record<AddressSuggestType, string> = {
  address: 'address',
  zip: 'postal_code',
  city: '(cities)',
};

/** Statuses that mean the service cannot be used now (quota, key, outage), so manual entry is offered. */
const UNAVAILABLE = new Set(['OVER_QUERY_LIMIT', 'OVER_DAILY_LIMIT', 'REQUEST_DENIED', 'UNKNOWN_ERROR']);

function checkStatus(status: string, where: string, notFound: readonly string[] = []): void {
  if (status === 'OK' || status === 'ZERO_RESULTS') return;
  if (notFound.includes(status)) throw new AdapterError('adapter.not-found', SOURCE, `${where}: ${status}`);
  const code = UNAVAILABLE.has(status) ? 'adapter.unavailable' : 'adapter.bad-response';
  throw new AdapterError(code, SOURCE, `${where}: ${status}`);
}

const component = (components: PlacesAddressComponent[], type: string, short = false) => {
  const found = components.find((c) => c.types.includes(type));
  return (short ? found?.short_name : found?.long_name) ?? '';
};

/** address_components → our fields; the first locality-like component names the city. */
export function toAddressDetail(
  components: PlacesAddressComponent[],
  phone: string | null | undefined,
): AddressDetail {
  const city = [
    'locality',
    'postal_town',
    'sublocality_level_1',
    'sublocality',
    'administrative_area_level_3',
  ]
    .map((type) => component(components, type))
    .find((name) => name !== '');
  return {
    ...emptyDetail(),
    line1: [component(components, 'street_number'), component(components, 'route')].filter(Boolean).join(' '),
    line2: component(components, 'subpremise'),
    city: city ?? '',
    state: component(components, 'administrative_area_level_1', true),
    zip: component(components, 'postal_code'),
    zip4: component(components, 'postal_code_suffix'),
    phone: phone ? phoneDigits(phone) : '',
  };
}

/**
 * GET {base}/place/autocomplete/json and {base}/place/details/json with the API key as `key`; base is e.g.
 * https://maps.googleapis.com/maps/api. Results are limited to the United States.
 */
export function createPlacesAddressAdapter(
  baseUrl: string,
  apiKey: string,
  http: Omit<HttpOptions, 'source'>,
): AddressAdapter {
  const options: HttpOptions = { ...http, source: SOURCE };
  return {
    mode: 'live',
    async suggest({ q, type }) {
      const input = q.trim();
      if (input.length < 2) return [];
      const url = joinUrl(baseUrl, 'place/autocomplete/json', {
        input,
        types: PLACE_TYPES[type],
        components: 'country:us',
        key: apiKey,
      });
      const answer = parseAnswer(placesAutocompleteSchema, await fetchJson(url, options), SOURCE);
      checkStatus(answer.status, 'autocomplete');
      return answer.predictions
        .slice(0, MAX_PREDICTIONS)
        .map((prediction) => ({ id: prediction.place_id, description: prediction.description }));
    },
    async detail({ id, fields = ADDRESS_DETAIL_FIELDS }) {
      const url = joinUrl(baseUrl, 'place/details/json', {
        place_id: id,
        fields: fields.join(','),
        key: apiKey,
      });
      const answer = parseAnswer(placesDetailsSchema, await fetchJson(url, options), SOURCE);
      // An unknown or expired place id comes back as NOT_FOUND or INVALID_REQUEST.
      checkStatus(answer.status, 'details', ['NOT_FOUND', 'INVALID_REQUEST']);
      if (!answer.result) throw new AdapterError('adapter.not-found', SOURCE, 'details: no result');
      const phone = fields.includes('formatted_phone_number') ? answer.result.formatted_phone_number : '';
      const country = component(answer.result.address_components, 'country', true);
      if (country && country !== 'US')
        throw new AdapterError('adapter.not-found', SOURCE, 'details: not in the US');
      return toAddressDetail(answer.result.address_components, phone);
    },
  };
}
