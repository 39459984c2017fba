import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { LAYOUT_COMPONENTS } from '../app/layouts';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/router';
import { PAGES, placeholderPage } from '../app/routes/pages';
import type { AuthSession } from '../lib/auth';
import { sessionWith, signedInSession } from './auth';

// Pages and layouts load lazily (decision 027). Loading them all here, while the test file loads, keeps a
// test's time limits for the page itself rather than the first compile of its module, as before.
const loaders = [
  ...Object.values(PAGES),
  ...Object.values(LAYOUT_COMPONENTS),
  placeholderPage('credentials'),
];
await Promise.all(loaders.map((load) => load()));

/**
 * The whole app (same routes and providers as main.tsx) in memory, opened at `path`. The session sits on a
 * fake provider: signed in unless `signedIn` is false, or the given one.
 */
export async function renderApp(path: string, options: { session?: AuthSession; signedIn?: boolean } = {}) {
  const session = options.session ?? (options.signedIn === false ? sessionWith() : await signedInSession());
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders session={session}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, session };
}
