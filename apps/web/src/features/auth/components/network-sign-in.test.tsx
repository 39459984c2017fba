import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeUserManager, sessionWith } from '#web/test/auth';
import { json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';

const configured = () =>
  mockFetch({
    'GET /api/sign_in_options': json({ data: { network: { name: 'LinkedIn', connection: 'linkedin' } } }),
  });
const networkRequest = (extra: object = {}) => ({
  state: { connection: 'linkedin', ...extra },
  prompt: 'login',
  extraQueryParams: { connection: 'linkedin' },
});

describe('sign-in through the professional-network provider', () => {
  it('/?connection=linkedin starts it at once, the connection in the state and the request', async () => {
    configured();
    const manager = fakeUserManager();
    await renderApp('/?connection=linkedin&invite_id=inv-3', { session: sessionWith(manager) });
    expect(await screen.findByText('Taking you to LinkedIn to sign in…')).toBeTruthy();
    expect(manager.signinRedirect).toHaveBeenCalledTimes(1);
    expect(manager.signinRedirect).toHaveBeenCalledWith(networkRequest({ inviteId: 'inv-3' }));
  });

  it('offers a retry when the provider cannot be reached', async () => {
    configured();
    const manager = fakeUserManager();
    manager.signinRedirect.mockRejectedValueOnce(new Error('offline'));
    const { user } = await renderApp('/?connection=linkedin', { session: sessionWith(manager) });
    await user.click(await screen.findByRole('button', { name: 'Sign in with LinkedIn' }));
    expect(manager.signinRedirect).toHaveBeenLastCalledWith(networkRequest());
  });

  it('the login page shows “Sign in with LinkedIn” when the server has the provider', async () => {
    configured();
    const manager = fakeUserManager();
    const { user } = await renderApp('/', { session: sessionWith(manager) });
    await user.click(await screen.findByRole('button', { name: 'Sign in with LinkedIn' }));
    expect(manager.signinRedirect).toHaveBeenCalledWith(networkRequest());
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows only the hosted sign-in when the server has none', async () => {
    mockFetch({ 'GET /api/sign_in_options': json({ data: { network: null } }) });
    await renderApp('/', { signedIn: false });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /LinkedIn/ })).toBeNull();
  });
});
