import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import './dialog-polyfill';
import { takeContractMismatches } from './fetch';

// findBy* and waitFor wait up to 4 s (Testing Library's default is 1 s): every page and layout is a lazy chunk,
// and on a loaded two-core machine the first render of one took longer than a second. A passing wait ends as
// soon as its element is there, so this costs only failing tests time.
configure({ asyncUtilTimeout: 4000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  document.title = '';
  // The session keeps its flag, redirect and actor in storage, and the XSRF token in a cookie.
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.unstubAllGlobals();
  // A fake answer that the real server could not have sent (test/fetch.ts) fails the test that used it.
  const mismatches = takeContractMismatches();
  if (mismatches.length > 0)
    throw new Error(`Fake answers that break their contract:\n${mismatches.join('\n')}`);
});
