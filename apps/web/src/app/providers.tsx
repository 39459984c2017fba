import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SnackbarProvider } from '../components/ui';
import { AuthProvider, createAuthSession } from '../lib/auth';
import type { AuthSession } from '../lib/auth';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { AppErrorHandling } from './app-error-handling';

/** `session` lets tests put a session over a fake provider; the app makes its own. */
export function AppProviders({ children, session }: { children: ReactNode; session?: AuthSession }) {
  const [queryClient] = useState(createQueryClient);
  const [authSession] = useState(() => session ?? createAuthSession());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider session={authSession}>
          <SnackbarProvider>
            <AppErrorHandling>{children}</AppErrorHandling>
          </SnackbarProvider>
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
