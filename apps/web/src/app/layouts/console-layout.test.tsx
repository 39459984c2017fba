import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '../../test/auth';
import { AppProviders } from '../providers';
import { ConsoleLayout } from './console-layout';

// Staff on a console page: the header leads home to the console and signs out (it had neither before).
async function renderConsole() {
  const session = await signedInSession();
  const router = createMemoryRouter(
    [
      {
        element: <ConsoleLayout />,
        children: [
          { path: '/admin', element: <h1>Console home</h1> },
          { path: '/admin/monitoring', element: <h1>Monitoring page</h1> },
        ],
      },
    ],
    { initialEntries: ['/admin/monitoring'] },
  );
  render(
    <AppProviders session={session}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, session };
}

describe('the console layout', () => {
  it('has a Sign out button and a brand that leads to the console home', async () => {
    const { router, session } = await renderConsole();
    const header = screen.getByRole('banner');
    const signOut = within(header).getByRole('button', { name: 'Sign out' });
    const home = within(header).getByRole('link', { name: 'Credence' });
    expect(home.getAttribute('href')).toBe('/admin');

    const user = userEvent.setup();
    await user.click(home);
    expect(router.state.location.pathname).toBe('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Console home' })).toBeTruthy();

    await user.click(signOut);
    expect(session.getSnapshot().status).not.toBe('signed-in');
  });
});
