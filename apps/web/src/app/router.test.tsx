import { ROUTES, ROUTE_TABLE, paths } from '@credence/shared';
import type { Route } from '@credence/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/fetch';
import { renderApp } from '../test/render-app';
import { SAMPLE_ID, samplePath } from '../test/sample-paths';
import { personalInfoSample } from '../test/contract-samples';

// The pages built so far have their own heading; every other page is headed by its route name.
const HEADINGS: Partial<Record<Route['id'], string>> = {
  login: 'Welcome to Credence',
  error: 'Something went wrong',
  resetPassword: 'This link has expired',
  redirect: 'You have been signed out.',
  timeout: 'Your session has ended',
  v3Error: 'We could not link your account',
  claimAccount: 'Claim your account',
};
const headingOf = (route: Route) => HEADINGS[route.id] ?? route.name;
// /callback and /saml leave as soon as the sign-in answer is handled: features/auth tests them.
// /work_verification needs a verifier's token; features/work-verification tests it with and without one.
const HAND_OFFS: readonly Route['id'][] = ['callback', 'saml', 'workVerification'];
// Built pages that their features test (features/dashboard, features/processing, features/accounts,
// features/professional-history, features/documents, features/malpractice, features/wallet, routes/full-page-redirect).
const BUILT: readonly Route['id'][] = [
  'actionCenter',
  'processing',
  'v3Dashboard',
  'v3Processing',
  'acceptInvite',
  'notificationPreferences',
  'enroll',
  'idVerify',
  'verifyIdentity',
  'professionalHistory',
  'documents',
  // features/malpractice
  'insurance',
  // features/wallet
  'credentials',
  'verifiedSourceReview',
  'personalInformation',
  'yourData',
  'affiliations',
  'hospitalAffiliations',
  // features/sharing
  'share',
  'shareActivity',
  'present',
  'walletOffer',
  // features/console
  'admin',
  'adminRequirements',
  'adminClinician',
  'adminMonitoring',
  'adminSaml',
  'adminConsentForms',
  // features/tasks and features/consent
  'task',
  'supplementaryTasks',
  'intro',
];
const PLACEHOLDERS = ROUTE_TABLE.filter((route) => !route.public && !BUILT.includes(route.id));

describe('the route table', () => {
  // These pages run signed in; /enroll asks personal_info before it lets the user in.
  beforeEach(() => {
    mockFetch({
      'GET /api/personal_info': json({ data: personalInfoSample({ enrollment_status: 'in_progress' }) }),
    });
  });

  it.each(
    ROUTE_TABLE.filter((route) => route.public && !HAND_OFFS.includes(route.id)).map(
      (route) => [route.path, route] as const,
    ),
  )('public route %s shows its heading', async (_path, route) => {
    await renderApp(samplePath(route), { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: headingOf(route) })).toBeTruthy();
  });

  it.each(PLACEHOLDERS.map((route) => [route.path, route] as const))(
    'route %s shows its heading, and says it is still being built',
    async (_path, route) => {
      await renderApp(samplePath(route));
      expect(await screen.findByRole('heading', { level: 1, name: headingOf(route) })).toBeTruthy();
      expect(screen.getByText(/still being built/)).toBeTruthy();
    },
  );

  it.each(['/nope', '/v3/unknown', '/reset-password/other', '/Credentials', '/enroll/dob/extra'])(
    '%s shows the 404 page',
    async (path) => {
      await renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      expect(screen.getByText(/Please check the URL/)).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('Credence | Page not found'));
    },
  );

  it.each([
    ['/enroll/npi', '/enroll', ROUTES.enroll.name],
    ['/task/123', '/action-center', ROUTES.actionCenter.name],
    ['/professional-history/not-a-uuid', '/action-center', ROUTES.actionCenter.name],
    [`/professional-history/${SAMPLE_ID}/nope`, `/professional-history/${SAMPLE_ID}`, 'Professional history'],
    ['/claim-account?hash=h', '/', 'Welcome to Credence'],
  ])('%s redirects to %s', async (path, target, heading) => {
    const { router } = await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(target);
  });

  it('shows the generic error page with the code it was given', async () => {
    await renderApp(paths.error(503));
    expect(
      await screen.findByText(
        'Please check the URL you followed. If the problem continues, contact support.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Error code: 503')).toBeTruthy();
  });
});
