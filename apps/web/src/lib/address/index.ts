// Address look-ups (GET /api/address, /api/address_detail) shared by every form with an address.
export { getAddressDetail, searchAddresses } from './address-api';
export type { AddressDetailField } from './address-api';
export { ADDRESS_MIN_QUERY, useAddressSuggestions } from './use-address-suggestions';
export type { AddressLookup } from './use-address-suggestions';
