import { Outlet } from 'react-router';
import { DocumentTitle } from './document-title';

/** Above every layout: what each page needs whatever its layout is. */
export function RootRoute() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}

/** Shown for the instant the first page's loader runs; the pages have nothing worth a spinner yet. */
export function HydrateFallback() {
  return null;
}
