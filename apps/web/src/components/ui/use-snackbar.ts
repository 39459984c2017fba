import { createContext, useContext } from 'react';
import type { SnackbarOptions } from './snackbar-queue';

export interface SnackbarApi {
  /** Queues a snackbar and returns its id. */
  show: (options: SnackbarOptions) => string;
  close: (id: string) => void;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);

/** Shows top-right notices; needs a SnackbarProvider above. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar needs a <SnackbarProvider> above it');
  return api;
}
