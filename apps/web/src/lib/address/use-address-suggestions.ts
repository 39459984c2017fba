import { ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS } from '@credence/shared';
import type { AddressPredictionData } from '@credence/shared';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../api-client';
import { searchAddresses } from './address-api';

/** Fewer characters than this match too much to be worth asking about. */
export const ADDRESS_MIN_QUERY = 3;

/**
 * Address suggestions while typing (001 §5): asked ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS after the last key, and
 * only the latest request's answer is used (an older one still in flight is cancelled and, should it
 * arrive anyway, ignored). A failed look-up just shows no suggestions: the fields can always be typed.
 */
export function useAddressSuggestions() {
  const [suggestions, setSuggestions] = useState<AddressPredictionData[]>([]);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const cancel = () => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    latest.current += 1;
  };

  const search = (text: string) => {
    cancel();
    if (text.trim().length < ADDRESS_MIN_QUERY) {
      setSuggestions([]);
      return;
    }
    timer.current = setTimeout(() => {
      const request = ++latest.current;
      const controller = new AbortController();
      inFlight.current = controller;
      searchAddresses(text.trim(), { signal: controller.signal }).then(
        (found) => {
          if (request !== latest.current) return;
          setFailed(false);
          setSuggestions(found);
        },
        (error: unknown) => {
          if (request !== latest.current || controller.signal.aborted) return;
          if (!isApiError(error)) console.error(error);
          setFailed(true);
          setSuggestions([]);
        },
      );
    }, ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS);
  };

  const clear = () => {
    cancel();
    setSuggestions([]);
  };

  return { suggestions, failed, search, clear };
}

export type AddressLookup = ReturnType<typeof useAddressSuggestions>;
