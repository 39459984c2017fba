import { ROUTE_TABLE, pageTitle } from '@credence/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { samplePath } from '../test/sample-paths';

it('names the first page', async () => {
  await renderApp('/');
  await waitFor(() => expect(document.title).toBe('Credence | Sign In'));
});

it('follows a navigation made by the user', async () => {
  const { user } = await renderApp('/nope');
  await user.click(await screen.findByRole('link', { name: 'Go to the start page' }));
  await screen.findByRole('heading', { level: 1, name: 'Welcome to Credence' });
  expect(document.title).toBe('Credence | Sign In');
});

it('is "Credence | <route name>" on every route', async () => {
  // The server never answers, so /callback stays on its page instead of handing off mid-loop.
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  const { router } = await renderApp('/');
  for (const route of ROUTE_TABLE) {
    await act(() => router.navigate(samplePath(route)));
    await waitFor(() => expect(document.title).toBe(pageTitle(route.name)));
  }
});
