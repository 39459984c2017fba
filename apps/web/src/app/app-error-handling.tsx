import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useAuth } from '../lib/auth';
import { ErrorHandlingProvider, isNotAuthenticated, useErrorHandler } from '../lib/error-handling';

/** Sends every failed query and mutation to the generic error handler (000 §8). */
function QueryErrorBridge() {
  const queryClient = useQueryClient();
  const handleError = useErrorHandler();
  useEffect(() => {
    // A failed read only shows the notice when the session is gone; a failed change always tells the user.
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        handleError(event.action.error, { notify: isNotAuthenticated(event.action.error) });
      }
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        handleError(event.action.error, { notify: true });
      }
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, handleError]);
  return null;
}

export function AppErrorHandling({ children }: { children: ReactNode }) {
  const { signOut } = useAuth();
  return (
    <ErrorHandlingProvider onLogout={signOut}>
      <QueryErrorBridge />
      {children}
    </ErrorHandlingProvider>
  );
}
