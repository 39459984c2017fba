import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch';
import { sessionWith, signedInSession } from '../../test/auth';
import { AppProviders } from '../providers';
import { DashboardLayout } from './dashboard-layout';
import { StepsLayout } from './steps-layout';
import { V3Layout } from './v3-layout';
import { holderSubscriptionSample, personalInfoSample } from '../../test/contract-samples';

const REQUIREMENT = 'a3c5e7f9-1b2d-4f6a-8c0e-2d4f6a8c0e1b';
const LINKS = [
  'Dashboard',
  'Credentials',
  'Review verified information',
  'Personal information',
  'Your details',
  'Work history',
  'Affiliations',
  'Hospital affiliations',
  'Documents',
  'Your data',
  'Notification settings',
];

const subscription = holderSubscriptionSample({ app_req_id: REQUIREMENT });

function api() {
  return mockFetch({
    'GET /api/personal_info': json({ data: personalInfoSample({ enrollment_status: 'finished' }) }),
    'GET /api/holder_subscriptions': json({ data: [subscription] }),
  });
}

const PAGES = [
  ['/v3/dashboard', 'Dashboard page'],
  ['/enroll', 'Enrolment page'],
  [`/professional-history/${REQUIREMENT}`, 'Work history page'],
  ['/notification-preferences', 'Preferences page'],
  ['/action-center', 'Action center'],
] as const;

/** `Layout` over a stand-in page per link, with the app's providers and a session on a fake provider. */
async function renderLayout(Layout: ComponentType, { path = '/v3/dashboard', signedIn = true } = {}) {
  const session = signedIn ? await signedInSession() : sessionWith();
  const router = createMemoryRouter(
    [{ element: <Layout />, children: PAGES.map(([at, name]) => ({ path: at, element: <h1>{name}</h1> })) }],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  render(
    <AppProviders session={session}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user };
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const menuButton = () => within(nav()).getByRole('button', { name: 'Menu' });
const wide = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 100rem)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(menuButton());
  const list = document.getElementById(menuButton().getAttribute('aria-controls') ?? '') as HTMLElement;
  await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(LINKS.length));
  return list;
}

describe('the one signed-in header', () => {
  beforeEach(() => {
    api();
  });

  it.each([
    ['dashboard', DashboardLayout, '/action-center'],
    ['v3', V3Layout, '/v3/dashboard'],
    ['steps', StepsLayout, '/v3/dashboard'],
  ] as const)('is the same in the %s layout: brand, bell, Sign out and the menu', async (_, Layout, home) => {
    await renderLayout(Layout);
    expect(within(nav()).getByRole('link', { name: 'Credence' }).getAttribute('href')).toBe(home);
    expect(within(nav()).getByRole('button', { name: /^Notifications \(\d+\)$/ })).toBeTruthy();
    expect(await within(nav()).findByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('offers the sections that work today, each one tap from the menu', async () => {
    const { user } = await renderLayout(V3Layout);
    const list = await openMenu(user);
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(LINKS);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/v3/dashboard',
      '/credentials',
      '/verified-source-review',
      '/personal-information',
      '/enroll',
      `/professional-history/${REQUIREMENT}`,
      '/affiliations',
      '/hospital-affiliations',
      '/documents',
      '/your-data',
      '/notification-preferences',
    ]);
    expect(within(list).getByRole('link', { name: 'Dashboard' }).ariaCurrent).toBe('page');
  });

  it('closes the menu once one of its links changes the page', async () => {
    const { user, router } = await renderLayout(StepsLayout);
    await openMenu(user);
    await user.click(screen.getByRole('link', { name: 'Work history' }));
    expect(router.state.location.pathname).toBe(`/professional-history/${REQUIREMENT}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Work history page' })).toBeTruthy();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Work history' })).toBeNull();
  });

  it('closes the menu on any route change, e.g. Back or a redirect', async () => {
    const { user, router } = await renderLayout(DashboardLayout);
    await openMenu(user);
    await act(() => router.navigate('/notification-preferences'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    await openMenu(user);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/v3/dashboard');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu on Escape and gives focus back to the button', async () => {
    const { user } = await renderLayout(V3Layout);
    await openMenu(user);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Dashboard');
    await user.keyboard('{Escape}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('shows the links inline instead of the menu on wide screens (from 100rem)', async () => {
    wide();
    await renderLayout(V3Layout, { path: '/notification-preferences' });
    expect(within(nav()).queryByRole('button', { name: 'Menu' })).toBeNull();
    await waitFor(() =>
      expect(
        within(nav())
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(LINKS),
    );
    expect(within(nav()).getByRole('link', { name: 'Notification settings' }).ariaCurrent).toBe('page');
  });

  it('shows only the brand to someone signed out (the open /v3 error page)', async () => {
    await renderLayout(V3Layout, { signedIn: false });
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Credence']);
    expect(within(nav()).queryByRole('button')).toBeNull();
  });
});
