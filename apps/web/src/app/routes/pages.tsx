import type { RouteId } from '@credence/shared';
import type { ComponentType, ReactElement } from 'react';
import { ErrorPage } from './error-page';
import { LoginPage } from './login-page';
import { PlaceholderPage } from './placeholder-page';

/** Pages built so far; every other route shows its placeholder until its feature issue lands. */
const PAGES: Partial<Record<RouteId, ComponentType>> = {
  login: LoginPage,
  error: ErrorPage,
};

export function pageFor(routeId: RouteId): ReactElement {
  const Page = PAGES[routeId];
  return Page ? <Page /> : <PlaceholderPage routeId={routeId} />;
}
