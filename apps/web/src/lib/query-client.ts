import { QueryClient } from '@tanstack/react-query';
import { shouldRetryRequest } from './api-client-error';

/** A fresh client per app (and per test), so no cached server data leaks between them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Personal data should not be refetched behind the user's back when they switch tabs.
      // A 4xx answer will not change by asking again; a network failure or a 5xx gets one more try.
      queries: { refetchOnWindowFocus: false, retry: shouldRetryRequest },
    },
  });
}
