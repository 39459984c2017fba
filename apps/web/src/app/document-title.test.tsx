import { ROUTE_TABLE, pageTitle } from '@credence/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { samplePath } from '../test/sample-paths';

it('names the first page', async () => {
  renderApp('/');
  await waitFor(() => expect(document.title).toBe('Credence | Sign In'));
});

it('follows a navigation made by the user', async () => {
  const { user } = renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { level: 1, name: 'Signing In' });
  expect(document.title).toBe('Credence | Signing In');
});

it('is "Credence | <route name>" on every route', async () => {
  const { router } = renderApp('/');
  for (const route of ROUTE_TABLE) {
    await act(() => router.navigate(samplePath(route)));
    await waitFor(() => expect(document.title).toBe(pageTitle(route.name)));
  }
});
