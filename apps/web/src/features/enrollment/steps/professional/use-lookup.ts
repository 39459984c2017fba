import type { LookupSourceKey } from '@credence/shared';
import { useEffect, useRef, useState } from 'react';
import { lookupFailure, type LookupFailure } from './lookup-failure';

export type LookupState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'failed'; failure: LookupFailure };

/**
 * One registry look-up at a time: a newer run makes an older answer irrelevant (it is ignored when it
 * arrives), and nothing is set once the screen is gone. Failures become a LookupFailure for the source.
 */
export function useLookup<A extends unknown[], T>(source: LookupSourceKey, call: (...args: A) => Promise<T>) {
  const [state, setState] = useState<LookupState<T>>({ status: 'idle' });
  const latest = useRef(0);
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );

  const run = async (...args: A): Promise<LookupState<T>> => {
    const request = ++latest.current;
    setState({ status: 'loading' });
    let next: LookupState<T>;
    try {
      next = { status: 'done', data: await call(...args) };
    } catch (error) {
      next = { status: 'failed', failure: lookupFailure(error, source) };
    }
    if (request === latest.current) setState(next);
    return next;
  };

  const reset = () => {
    latest.current += 1;
    setState({ status: 'idle' });
  };

  return { state, run, reset };
}
