import type { RouteId } from '@credence/shared';
import type { ComponentType, ReactElement } from 'react';
import { CallbackPage, LinkErrorPage, SignedOutPage, TimeoutPage } from '../../features/auth';
import { ErrorPage } from './error-page';
import { LoginPage } from './login-page';
import { PlaceholderPage } from './placeholder-page';
import { ResetPasswordRoute } from './reset-password-route';

/** Pages built so far; every other route shows its placeholder until its feature issue lands. */
const PAGES: Partial<Record<RouteId, ComponentType>> = {
  login: LoginPage,
  callback: CallbackPage,
  // Organization (SAML) sign-in returns here; completing it is the same as /callback.
  saml: CallbackPage,
  timeout: TimeoutPage,
  redirect: SignedOutPage,
  resetPassword: ResetPasswordRoute,
  v3Error: LinkErrorPage,
  error: ErrorPage,
};

export function pageFor(routeId: RouteId): ReactElement {
  const Page = PAGES[routeId];
  return Page ? <Page /> : <PlaceholderPage routeId={routeId} />;
}
