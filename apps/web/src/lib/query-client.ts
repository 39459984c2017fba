import { QueryClient } from '@tanstack/react-query';

/** A fresh client per app (and per test), so no cached server data leaks between them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Personal data should not be refetched behind the user's back when they switch tabs.
      queries: { refetchOnWindowFocus: false, retry: 1 },
    },
  });
}
