import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import './dialog-polyfill';
import { takeContractMismatches } from './fetch';

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
