import type { ReactNode } from 'react';
// The component, not the feature's index: the index would bring every auth page into the entry.
import { RequireAuth } from '../../features/auth/components/require-auth';
import { usePageData } from '../page-data';
import { NotFoundPage } from './not-found-page';

/**
 * Shows the page only for a URL the shared route table accepts (see pageLoader), and only to someone who
 * may see it (RequireAuth lets public paths through); otherwise the 404.
 */
export function PageGate({ children }: { children: ReactNode }) {
  const { found } = usePageData();
  return found ? <RequireAuth>{children}</RequireAuth> : <NotFoundPage />;
}
