import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeUserManager, signedInSession, TOKENS } from '#web/test/auth';
import { callsTo, json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';

afterEach(() => {
  vi.useRealTimers();
});

it('signs the user out after 30 minutes without activity and says so on /timeout', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  document.cookie = 'XSRF-TOKEN=t; path=/';
  const fetch = mockFetch({ 'POST /api/logout': json({ data: { ok: true } }) });
  const manager = fakeUserManager();
  const session = await signedInSession(manager);
  const { router } = await renderApp('/credentials', { session });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your credentials' })).toBeTruthy();

  await act(() => vi.advanceTimersByTimeAsync(29 * 60 * 1000));
  expect(manager.signoutRedirect).not.toHaveBeenCalled();
  await act(() => vi.advanceTimersByTimeAsync(60 * 1000));

  expect(callsTo(fetch, 'POST /api/logout')).toHaveLength(1);
  expect(manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: TOKENS.id });
  // The provider's end-session sends the browser back to /redirect, which hands on to /timeout.
  await act(() => router.navigate('/redirect'));
  expect(await screen.findByText('You have been logged out due to inactivity.')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/timeout');
});
