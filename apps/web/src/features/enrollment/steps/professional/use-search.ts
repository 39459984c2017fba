import { AUTOCOMPLETE_DEBOUNCE_MS } from '@credence/shared';
import type { LookupSourceKey, WordingKey } from '@credence/shared';
import { useEffect, useRef, useState } from 'react';
import { lookupFailure, type LookupFailure } from './lookup-failure';

export type SearchState<T> =
  | { status: 'idle'; results: T[] }
  | { status: 'loading'; results: T[] }
  | { status: 'done'; results: T[] }
  | { status: 'failed'; results: T[]; failure: LookupFailure };

/**
 * A list search while typing (000 §9: AUTOCOMPLETE_DEBOUNCE_MS after the last key). Only the latest request's
 * answer is used; an older one is cancelled and ignored should it arrive. A failure keeps the last results
 * and says why, so the step can offer typing the value instead.
 */
export function useSearch<Q, T>(
  source: LookupSourceKey,
  call: (query: Q) => Promise<T[]>,
  unavailable?: WordingKey,
) {
  const [state, setState] = useState<SearchState<T>>({ status: 'idle', results: [] });
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      latest.current += 1;
    },
    [],
  );

  /** Asks at once (on arrival, or a change of filter). */
  const now = async (query: Q) => {
    clearTimeout(timer.current);
    const request = ++latest.current;
    setState((current) => ({ status: 'loading', results: current.results }));
    try {
      const results = await call(query);
      if (request === latest.current) setState({ status: 'done', results });
    } catch (error) {
      if (request === latest.current)
        setState((current) => ({
          status: 'failed',
          results: current.results,
          failure: lookupFailure(error, source, unavailable),
        }));
    }
  };

  /** Asks once typing pauses. */
  const search = (query: Q) => {
    clearTimeout(timer.current);
    latest.current += 1;
    timer.current = setTimeout(() => void now(query), AUTOCOMPLETE_DEBOUNCE_MS);
  };

  return { state, now, search };
}
