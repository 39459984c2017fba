import { screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { setup } from '../../components/ui/test-support';
import { sessionWith } from '../../test/auth';
import { AppProviders } from '../providers';
import { StepsLayout } from './steps-layout';

// Window listeners run after React's (on the root): by then a client-side router would have cancelled the
// click. The listener records that, then cancels it itself, since jsdom cannot load another document.
const routerTook: boolean[] = [];
const onClick = (event: MouseEvent) => {
  routerTook.push(event.defaultPrevented);
  event.preventDefault();
};

afterEach(() => {
  window.removeEventListener('click', onClick);
  routerTook.length = 0;
});

it('the flow logo is a plain link that loads /v3/dashboard as a full page on this host', async () => {
  const router = createMemoryRouter(
    [{ element: <StepsLayout />, children: [{ path: '/intro', element: <h1>Introduction</h1> }] }],
    { initialEntries: ['/intro'] },
  );
  // Signed out on a fake provider: the sign-out button stays hidden and nothing calls out.
  const { user } = setup(
    <AppProviders session={sessionWith()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  window.addEventListener('click', onClick);

  const logo = screen.getByRole<HTMLAnchorElement>('link', { name: 'Credence' });
  expect(logo.getAttribute('href')).toBe('/v3/dashboard');
  expect(logo.host).toBe(window.location.host);
  await user.click(logo);
  // The click went to the browser untouched, and the app's own location did not move.
  expect(routerTook).toEqual([false]);
  expect(router.state.location.pathname).toBe('/intro');
});
