import { Outlet } from 'react-router';
import { AuthNavigator } from '../lib/auth';
import { DocumentTitle } from './document-title';

/** Above every layout: what each page needs whatever its layout is. */
export function RootRoute() {
  return (
    <>
      <DocumentTitle />
      <AuthNavigator />
      <Outlet />
    </>
  );
}

/** Shown for the instant the first page's loader runs; the pages have nothing worth a spinner yet. */
export function HydrateFallback() {
  return null;
}
