import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import './dialog-polyfill';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  document.title = '';
  // The session keeps its flag, redirect and actor in storage, and the XSRF token in a cookie.
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.unstubAllGlobals();
});
