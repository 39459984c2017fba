import { act, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setup } from '../../components/ui/test-support';
import { sessionWith } from '../../test/auth';
import { AppProviders } from '../providers';
import { DashboardLayout } from './dashboard-layout';

// The layout alone over one page, signed out on a fake provider, so nothing calls out.
function renderDashboard() {
  const router = createMemoryRouter(
    [{ element: <DashboardLayout />, children: [{ path: '/credentials', element: <h1>Credentials</h1> }] }],
    { initialEntries: ['/credentials'] },
  );
  return setup(
    <AppProviders session={sessionWith()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

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
