import { describe, expect, it, vi } from 'vitest';
import { lazyUserManager } from './lazy-user-manager';
import type { UserManagerPort } from './session-types';

function fakeManager() {
  const expiring: (() => void)[] = [];
  const expired: (() => void)[] = [];
  const manager = {
    signinRedirect: vi.fn(() => Promise.resolve()),
    signinCallback: vi.fn(() => Promise.resolve(undefined)),
    signinSilent: vi.fn(() => Promise.resolve(null)),
    signoutRedirect: vi.fn(() => Promise.resolve()),
    removeUser: vi.fn(() => Promise.resolve()),
    events: {
      addAccessTokenExpiring: vi.fn((listener: () => void) => {
        expiring.push(listener);
        return () => undefined;
      }),
      addAccessTokenExpired: vi.fn((listener: () => void) => {
        expired.push(listener);
        return () => undefined;
      }),
    },
  };
  return { manager: manager as unknown as UserManagerPort, mocks: manager, expiring, expired };
}

describe('lazyUserManager (oidc-client-ts out of the entry)', () => {
  it('does not load the library until a sign-in starts, then loads it once and forwards the call', async () => {
    const { manager, mocks } = fakeManager();
    const load = vi.fn(() => Promise.resolve(manager));
    const lazy = lazyUserManager(load);
    lazy.events.addAccessTokenExpiring(() => undefined);
    await lazy.removeUser();
    expect(load).not.toHaveBeenCalled();

    await Promise.all([lazy.signinRedirect({ state: { a: 1 } }), lazy.signinSilent()]);
    await lazy.signinCallback('https://app.test/callback?code=x');
    expect(load).toHaveBeenCalledTimes(1);
    expect(mocks.signinRedirect).toHaveBeenCalledWith({ state: { a: 1 } });
    expect(mocks.signinCallback).toHaveBeenCalledWith('https://app.test/callback?code=x');
    await lazy.removeUser();
    expect(mocks.removeUser).toHaveBeenCalledTimes(1);
  });

  it('attaches token listeners registered before the load, and later ones directly', async () => {
    const { manager, expiring, expired } = fakeManager();
    const lazy = lazyUserManager(() => Promise.resolve(manager));
    const early = vi.fn();
    const dropped = vi.fn();
    lazy.events.addAccessTokenExpiring(early);
    const unsubscribe = lazy.events.addAccessTokenExpired(dropped);
    unsubscribe();
    await lazy.signoutRedirect();
    const late = vi.fn();
    lazy.events.addAccessTokenExpired(late);
    expiring.forEach((listener) => listener());
    expired.forEach((listener) => listener());
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });

  it('preload starts the one load ahead of the first call', async () => {
    const { manager } = fakeManager();
    const load = vi.fn(() => Promise.resolve(manager));
    const lazy = lazyUserManager(load);
    lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await lazy.signinRedirect();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries the load after a failed one (a release replaced the chunk)', async () => {
    const { manager, mocks } = fakeManager();
    const load = vi
      .fn<() => Promise<UserManagerPort>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(manager);
    const lazy = lazyUserManager(load);
    await expect(lazy.signinRedirect()).rejects.toThrow('chunk failed');
    await lazy.signinRedirect();
    expect(load).toHaveBeenCalledTimes(2);
    expect(mocks.signinRedirect).toHaveBeenCalledTimes(1);
  });
});
