import { User } from 'oidc-client-ts';
import { vi } from 'vitest';
import { AuthSession } from '../lib/auth';
import type { UserManagerPort } from '../lib/auth';

// Recognisable token values, so a test can look for them anywhere they must not be.
export const TOKENS = {
  access: 'eyJ.access-token.sig',
  refresh: 'refresh-token-secret',
  id: 'eyJ.id-token.sig',
} as const;

type UserInit = ConstructorParameters<typeof User>[0];

export function makeUser(overrides: Partial<UserInit> = {}): User {
  const now = Math.floor(Date.now() / 1000);
  return new User({
    id_token: TOKENS.id,
    access_token: TOKENS.access,
    refresh_token: TOKENS.refresh,
    token_type: 'Bearer',
    scope: 'openid profile email offline_access',
    profile: {
      sub: 'user-1',
      iss: 'http://localhost:3000/oidc',
      aud: 'credence-web',
      exp: now + 600,
      iat: now,
    },
    expires_at: now + 600,
    ...overrides,
  });
}

/** The UserManager at its boundary: every call the session makes is a spy. */
export function fakeUserManager(user: User = makeUser()) {
  return {
    signinRedirect: vi.fn(async (_args?: unknown) => undefined),
    signinCallback: vi.fn(async (_url?: string): Promise<User | undefined> => user),
    signinSilent: vi.fn(async (): Promise<User | null> => makeUser({ access_token: 'eyJ.renewed.sig' })),
    signoutRedirect: vi.fn(async (_args?: unknown) => undefined),
    removeUser: vi.fn(async () => undefined),
    events: { addAccessTokenExpiring: vi.fn(), addAccessTokenExpired: vi.fn() },
  };
}
export type FakeUserManager = ReturnType<typeof fakeUserManager>;

export function sessionWith(userManager: FakeUserManager = fakeUserManager()): AuthSession {
  return new AuthSession({
    userManager: userManager as unknown as UserManagerPort,
    origin: 'http://localhost:3000',
  });
}

/** A session that has been through a successful callback (tokens in memory, logged-in flag set). */
export async function signedInSession(
  userManager: FakeUserManager = fakeUserManager(),
): Promise<AuthSession> {
  const session = sessionWith(userManager);
  const result = await session.completeSignIn('http://localhost:3000/callback?code=c&state=s');
  if (!result.ok) throw new Error('the fake sign-in failed');
  return session;
}
