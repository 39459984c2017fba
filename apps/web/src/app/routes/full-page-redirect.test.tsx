import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

/** jsdom's location cannot be spied on; a stand-in with the same values records the call. */
function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

describe('the hand-offs to the v3 pages (000 §2)', () => {
  it('/action-center loads /v3/dashboard as a full page, keeping the query string', async () => {
    const assign = stubLocation();
    await renderApp('/action-center?welcome=1#tasks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Action Center' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe(
      'Taking you to your dashboard…',
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/v3/dashboard?welcome=1#tasks'));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('/processing loads /v3/processing as a full page with its job id', async () => {
    const assign = stubLocation();
    await renderApp('/processing?job_id=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Processing' })).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/v3/processing?job_id=abc'));
  });

  it('does not hand over before the user is signed in', async () => {
    const assign = stubLocation();
    const { router } = await renderApp('/action-center', { signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Credence' });
    expect(assign).not.toHaveBeenCalled();
  });
});
