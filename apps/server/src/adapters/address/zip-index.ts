import zipcodes from 'zipcodes';

export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
}

export interface CityPlace {
  city: string;
  state: string;
  zips: string[];
}

export interface ZipIndex {
  byZip: Map<string, ZipPlace>;
  /** Sorted by ZIP, for prefix search. */
  zips: ZipPlace[];
  /** One entry per city and state, sorted by name, for prefix search. */
  cities: CityPlace[];
  /** State codes present in the data, to tell 'Springfield IL' from a city whose name ends in two letters. */
  states: Set<string>;
}

let index: ZipIndex | undefined;

/**
 * US ZIP → city, state from the `zipcodes` package (BSD; about 42,500 US ZIPs including PR, GU, VI and the
 * military APO/FPO codes). Built on first use, since the data is ~5 MB and most requests never need it.
 */
export function zipIndex(): ZipIndex {
  if (index) return index;
  const zips = Object.values(zipcodes.codes)
    .filter((code) => code.country === 'US' && /^\d{5}$/.test(code.zip))
    .map((code) => ({ zip: code.zip, city: code.city, state: code.state }))
    .sort((a, b) => a.zip.localeCompare(b.zip));
  const cityMap = new Map<string, CityPlace>();
  for (const place of zips) {
    const key = `${place.city.toUpperCase()}|${place.state}`;
    const city = cityMap.get(key) ?? { city: place.city, state: place.state, zips: [] };
    city.zips.push(place.zip);
    cityMap.set(key, city);
  }
  const cities = [...cityMap.values()].sort(
    (a, b) => a.city.localeCompare(b.city) || a.state.localeCompare(b.state),
  );
  index = {
    byZip: new Map(zips.map((place) => [place.zip, place])),
    zips,
    cities,
    states: new Set(zips.map((place) => place.state)),
  };
  return index;
}

export function findCity(city: string, state: string): CityPlace | undefined {
  const wantedCity = city.trim().toUpperCase();
  const wantedState = state.trim().toUpperCase();
  return zipIndex().cities.find((c) => c.city.toUpperCase() === wantedCity && c.state === wantedState);
}
