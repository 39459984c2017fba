import type { ReactNode } from 'react';
import { usePageData } from '../page-data';
import { NotFoundPage } from './not-found-page';

/** Shows the page only for a URL the shared route table accepts (see pageLoader); otherwise the 404. */
export function PageGate({ children }: { children: ReactNode }) {
  const { found } = usePageData();
  return found ? children : <NotFoundPage />;
}
