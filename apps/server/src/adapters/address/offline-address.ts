import { AdapterError } from '../http';
import { emptyDetail, MAX_PREDICTIONS, type AddressAdapter, type AddressPrediction } from './address-types';
import { findCity, zipIndex, type ZipPlace } from './zip-index';

const SOURCE = 'address';

// Ids carry what detail() needs, so any server instance can answer them without shared state.
const zipId = (zip: string) => `zip:${zip}`;
const cityId = (state: string, city: string) => `city:${state}:${city}`;
const lineId = (line1: string, zip: string) =>
  `line:${zip}:${Buffer.from(line1, 'utf8').toString('base64url')}`;

const placeText = (place: ZipPlace) => `${place.city}, ${place.state} ${place.zip}`;

/** 'Springf, IL' or 'Springfield IL' → city (or its start) and a state, when the last word is a known one. */
function splitCityState(text: string): { city: string; state?: string } {
  const match = /^(.*?)[,\s]+([A-Za-z]{2})$/.exec(text.trim());
  const state = match?.[2]?.toUpperCase();
  if (match?.[1] && state && zipIndex().states.has(state)) return { city: match[1], state };
  return { city: text.trim().replace(/,$/, '') };
}

function suggestZip(q: string): AddressPrediction[] {
  const digits = q.replace(/\D/g, '').slice(0, 5);
  if (digits.length < 2) return [];
  return zipIndex()
    .zips.filter((place) => place.zip.startsWith(digits))
    .slice(0, MAX_PREDICTIONS)
    .map((place) => ({ id: zipId(place.zip), description: placeText(place) }));
}

function suggestCity(q: string): AddressPrediction[] {
  const { city, state } = splitCityState(q);
  if (city.length < 2) return [];
  const prefix = city.toUpperCase();
  return zipIndex()
    .cities.filter((c) => c.city.toUpperCase().startsWith(prefix) && (!state || c.state === state))
    .slice(0, MAX_PREDICTIONS)
    .map((c) => ({ id: cityId(c.state, c.city), description: `${c.city}, ${c.state}` }));
}

/**
 * No street database ships offline: the street line is kept exactly as typed and only the place is completed,
 * from a ZIP in the text ('12 Main St 62701') or a trailing city and state ('12 Main St, Springfield, IL').
 */
function suggestAddress(q: string): AddressPrediction[] {
  const text = q.trim();
  const zipMatch = /\b(\d{5})(?:-\d{4})?\s*$/.exec(text);
  if (zipMatch) {
    const place = zipIndex().byZip.get(zipMatch[1]!);
    const line1 = text.slice(0, zipMatch.index).split(',')[0]!.trim();
    if (!place || !line1) return [];
    return [{ id: lineId(line1, place.zip), description: `${line1}, ${placeText(place)}` }];
  }
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length < 2 || !parts[0]) return [];
  const { city, state } = splitCityState(parts.slice(1).join(' '));
  const found = state ? findCity(city, state) : undefined;
  if (!found) return [];
  return found.zips.slice(0, MAX_PREDICTIONS).map((zip) => ({
    id: lineId(parts[0]!, zip),
    description: `${parts[0]}, ${found.city}, ${found.state} ${zip}`,
  }));
}

export function createOfflineAddressAdapter(): AddressAdapter {
  return {
    mode: 'offline',
    async suggest({ q, type }) {
      if (type === 'zip') return suggestZip(q);
      if (type === 'city') return suggestCity(q);
      return suggestAddress(q);
    },
    async detail({ id }) {
      const [kind, first = '', ...rest] = id.split(':');
      const notFound = () => new AdapterError('adapter.not-found', SOURCE, 'unknown place id');
      if (kind === 'city') {
        const city = findCity(rest.join(':'), first);
        if (!city) throw notFound();
        // A city with a single ZIP is complete; otherwise the clinician still picks the ZIP.
        return {
          ...emptyDetail(),
          city: city.city,
          state: city.state,
          zip: city.zips.length === 1 ? city.zips[0]! : '',
        };
      }
      const place = kind === 'zip' || kind === 'line' ? zipIndex().byZip.get(first) : undefined;
      if (!place) throw notFound();
      const line1 = kind === 'line' ? Buffer.from(rest.join(':'), 'base64url').toString('utf8') : '';
      return { ...emptyDetail(), line1, city: place.city, state: place.state, zip: place.zip };
    },
  };
}
