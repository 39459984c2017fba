import { createContext, useContext } from 'react';
import type { HandleError } from './error-handler';

export const ErrorHandlerContext = createContext<HandleError | null>(null);

/** `handleError(error, { notify })`: logs, reports and optionally tells the user; needs the provider above. */
export function useErrorHandler(): HandleError {
  const handleError = useContext(ErrorHandlerContext);
  if (!handleError) throw new Error('useErrorHandler needs an <ErrorHandlingProvider> above it');
  return handleError;
}
