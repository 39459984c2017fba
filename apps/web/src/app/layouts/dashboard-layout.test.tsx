import { ROUTES } from '@credence/shared';
import { act, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setup } from '../../components/ui/test-support';
import { AuthProvider } from '../../lib/auth';
import { sessionWith } from '../../test/auth';
import { DashboardLayout } from './dashboard-layout';
import { WALLET_LINKS } from './wallet-links';

const NAMES = [
  'Credentials',
  'Documents',
  'Personal Information',
  'Affiliations',
  'Malpractice Insurance',
  'Your Data',
];

// The layout alone over a page per wallet link, so these tests do not depend on sign-in or page data.
function renderDashboard(path = '/credentials') {
  const pages = [...WALLET_LINKS, { name: ROUTES.actionCenter.name, to: '/action-center' }].map((page) => ({
    path: page.to,
    element: <h1>{page.name}</h1>,
  }));
  const router = createMemoryRouter([{ element: <DashboardLayout />, children: pages }], {
    initialEntries: [path],
  });
  // Signed out on a fake provider: the navbar's sign-out button stays hidden and nothing calls out.
  return {
    router,
    ...setup(
      <AuthProvider session={sessionWith()}>
        <RouterProvider router={router} />
      </AuthProvider>,
    ),
  };
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('the dashboard navbar', () => {
  it('offers the wallet pages by their route-table names', () => {
    expect(WALLET_LINKS.map((link) => link.name)).toEqual(NAMES);
    expect(WALLET_LINKS.map((link) => link.to)).toEqual([
      '/credentials',
      '/documents',
      '/personal-information',
      '/affiliations',
      '/insurance',
      '/your-data',
    ]);
  });

  it('has a brand that leads to the action center', async () => {
    const { user, router } = renderDashboard('/documents');
    const brand = within(nav()).getByRole('link', { name: 'Credence' });
    expect(brand.getAttribute('href')).toBe('/action-center');
    await user.click(brand);
    expect(router.state.location.pathname).toBe('/action-center');
    expect(screen.getByRole('heading', { level: 1, name: 'Action Center' })).toBeTruthy();
  });
});

describe('the mobile navigation', () => {
  it('opens from the menu button, which says what it controls and whether it is open', async () => {
    const { user } = renderDashboard();
    const button = menuButton();
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list?.hidden).toBe(true);
    expect(within(nav()).queryByRole('link', { name: 'Documents' })).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list?.hidden).toBe(false);
    const names = within(list as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(NAMES);
    expect(within(list as HTMLElement).getByRole('link', { name: 'Credentials' }).ariaCurrent).toBe('page');
  });

  it('closes once one of its links changes the page', async () => {
    const { user, router } = renderDashboard();
    await user.click(menuButton());
    await user.click(screen.getByRole('link', { name: 'Malpractice Insurance' }));
    expect(router.state.location.pathname).toBe('/insurance');
    expect(screen.getByRole('heading', { level: 1, name: 'Malpractice Insurance' })).toBeTruthy();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Documents' })).toBeNull();
  });

  it('closes on any route change, e.g. Back or a redirect', async () => {
    const { user, router } = renderDashboard();
    await user.click(menuButton());
    await act(() => router.navigate('/your-data'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    await user.click(menuButton());
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/credentials');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user } = renderDashboard();
    await user.click(menuButton());
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Credentials');
    await user.keyboard('{Escape}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('is replaced by inline links on wide screens', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 48rem)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderDashboard('/affiliations');
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Credence', ...NAMES]);
    expect(within(nav()).getByRole('link', { name: 'Affiliations' }).ariaCurrent).toBe('page');
  });
});

describe('the navbar on scroll', () => {
  const scrollTo = (y: number) =>
    act(() => {
      vi.stubGlobal('scrollY', y);
      window.dispatchEvent(new Event('scroll'));
    });

  it('takes the scrolled style only past 15 px, through a passive listener', () => {
    const listen = vi.spyOn(window, 'addEventListener');
    renderDashboard();
    expect(listen).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    const header = screen.getByRole('banner');
    expect(header.classList.contains('is-scrolled')).toBe(false);
    scrollTo(15);
    expect(header.classList.contains('is-scrolled')).toBe(false);
    scrollTo(16);
    expect(header.classList.contains('is-scrolled')).toBe(true);
    scrollTo(0);
    expect(header.classList.contains('is-scrolled')).toBe(false);
    listen.mockRestore();
  });
});
