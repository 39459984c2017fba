import { ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS } from '@credence/shared';
import type { AddressPredictionData } from '@credence/shared';
import { useLatestSuggestions } from '../suggestions/use-latest-suggestions';
import { searchAddresses } from './address-api';

/** Fewer characters than this match too much to be worth asking about. */
export const ADDRESS_MIN_QUERY = 3;

/** Address suggestions while typing (001 §5): debounced, latest answer wins (useLatestSuggestions). */
export function useAddressSuggestions() {
  return useLatestSuggestions<AddressPredictionData>({
    search: searchAddresses,
    minLength: ADDRESS_MIN_QUERY,
    debounceMs: ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS,
  });
}

export type AddressLookup = ReturnType<typeof useAddressSuggestions>;
