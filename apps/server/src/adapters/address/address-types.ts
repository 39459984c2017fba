/** What the clinician is typing: a street line, a ZIP code or a city. */
export const ADDRESS_SUGGEST_TYPES = ['address', 'zip', 'city'] as const;
export type AddressSuggestType = (typeof ADDRESS_SUGGEST_TYPES)[number];

/** The two detail fields the web asks for (spec 001 §7). */
export const ADDRESS_DETAIL_FIELDS = ['address_component', 'formatted_phone_number'] as const;
export type AddressDetailField = (typeof ADDRESS_DETAIL_FIELDS)[number];

export interface AddressPrediction {
  /** Opaque: pass it back to detail(). */
  id: string;
  description: string;
}

export interface AddressDetail {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  zip4: string;
  country: 'US';
  /** Digits only (spec 001 §5), '' when unknown or not asked for. */
  phone: string;
}

export interface AddressAdapter {
  readonly mode: 'live' | 'offline';
  /** At most 10 predictions; [] when nothing matches. */
  suggest(query: { q: string; type: AddressSuggestType }): Promise<AddressPrediction[]>;
  /** Throws adapter.not-found for an id that is unknown or expired. */
  detail(query: { id: string; fields?: readonly AddressDetailField[] }): Promise<AddressDetail>;
}

export const MAX_PREDICTIONS = 10;

export const emptyDetail = (): AddressDetail => ({
  line1: '',
  line2: '',
  city: '',
  state: '',
  zip: '',
  zip4: '',
  country: 'US',
  phone: '',
});
