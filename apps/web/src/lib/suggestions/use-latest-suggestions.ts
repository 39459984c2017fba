import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../api-client';

/**
 * Suggestions while the user types: asked `debounceMs` after the last key once the text has `minLength`
 * characters, and only the latest request's answer is used (an older one still in flight is cancelled and,
 * should it arrive anyway, ignored). A failed look-up shows no suggestions and sets `failed`: the field can
 * always be typed. The address line (001 §5) and the hospital field (decision 044) both search this way.
 */
export function useLatestSuggestions<T>(options: {
  search: (text: string, init: { signal: AbortSignal }) => Promise<T[]>;
  minLength: number;
  debounceMs: number;
}) {
  const [suggestions, setSuggestions] = useState<T[]>([]);
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
    const typed = text.trim();
    if (typed.length < options.minLength) {
      setSuggestions([]);
      return;
    }
    timer.current = setTimeout(() => {
      const request = ++latest.current;
      const controller = new AbortController();
      inFlight.current = controller;
      options.search(typed, { signal: controller.signal }).then(
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
    }, options.debounceMs);
  };

  const clear = () => {
    cancel();
    setSuggestions([]);
  };

  return { suggestions, failed, search, clear };
}
