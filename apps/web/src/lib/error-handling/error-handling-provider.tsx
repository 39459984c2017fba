import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../components/ui';
import { createErrorHandler } from './error-handler';
import { createFilteredReporter, noopReporter } from './error-reporter';
import type { ErrorReporter } from './error-reporter';
import { ErrorHandlerContext } from './use-error-handler';

interface ErrorHandlingProviderProps {
  /** Where reports go; none by default. Whatever is given is filtered as 001 §8 says. */
  reporter?: ErrorReporter;
  /**
   * The notice action of a not-authenticated error (000 §8): the app's sign-out. Pass a stable function
   * (useAuth().signOut is one): a new one rebuilds the handler.
   */
  onLogout: () => void;
  children: ReactNode;
}

/** Gives `useErrorHandler()` to the app. Needs a SnackbarProvider above it for the notices. */
export function ErrorHandlingProvider({
  reporter = noopReporter,
  onLogout,
  children,
}: ErrorHandlingProviderProps) {
  const { t } = useTranslation();
  const { show, close } = useSnackbar();
  const handleError = useMemo(
    () =>
      createErrorHandler({
        reporter: createFilteredReporter(reporter),
        showNotice: show,
        closeNotice: close,
        t: (key) => t(key),
        onLogout,
      }),
    [reporter, show, close, t, onLogout],
  );

  return <ErrorHandlerContext.Provider value={handleError}>{children}</ErrorHandlerContext.Provider>;
}
