import { ACTOR_RETRIEVAL_DEBOUNCE_MS, isPublicPath, paths, sessionApi } from '@credence/shared';
import type { User } from 'oidc-client-ts';
import { api as defaultApi } from '../api-client';
import type { ApiAuth, ApiClient } from '../api-client';
import { debounceAsync, pickCurrentActor } from './actors';
import type { Actor } from './actors';
import {
  clearBrowserStorage,
  currentActorStore,
  loggedInFlag,
  loginRedirect,
  signOutReason,
} from './storage';
import type { SignOutReason } from './storage';
import { landingAfterSignOut, signInRequest } from './session-types';
import type {
  AuthSnapshot,
  SignInOptions,
  SignInResult,
  SignInState,
  UserManagerPort,
} from './session-types';

const SIGNED_OUT: AuthSnapshot = {
  status: 'signed-out',
  user: null,
  actors: [],
  currentActor: null,
  chatToken: null,
};

/**
 * The provider's error answer (oidc-client-ts ErrorResponse), recognised by the name the library sets as
 * its class marker: importing the class would load the library with the entry (decision 064).
 */
const isErrorResponse = (error: unknown): error is Error & { state?: unknown } =>
  error instanceof Error && error.name === 'ErrorResponse';

const currentPath = () => `${window.location.pathname}${window.location.search}`;

export class AuthSession implements ApiAuth {
  private snapshot: AuthSnapshot = SIGNED_OUT;
  private readonly listeners = new Set<() => void>();
  private renewing: Promise<User> | null = null;
  private reauthorizing: Promise<void> | null = null;
  private readonly completing = new Map<string, Promise<SignInResult>>();
  private navigate: (path: string) => void = (path) => window.location.assign(path);
  private readonly userManager: UserManagerPort;
  private readonly api: ApiClient;
  private readonly origin: string;
  /** GET /api/actor, debounced (000 §9 actor retrieval debounce). */
  readonly requestActors: () => Promise<readonly Actor[]>;

  constructor(options: { userManager: UserManagerPort; api?: ApiClient; origin?: string }) {
    this.userManager = options.userManager;
    this.api = options.api ?? defaultApi;
    this.origin = options.origin ?? window.location.origin;
    this.requestActors = debounceAsync(() => this.loadActors(), ACTOR_RETRIEVAL_DEBOUNCE_MS);
    // Renew before expiry; a tab that slept through the warning renews when the token has expired.
    const renewQuietly = () => void this.renew().catch(() => undefined);
    this.userManager.events.addAccessTokenExpiring(renewQuietly);
    this.userManager.events.addAccessTokenExpired(renewQuietly);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): AuthSnapshot => this.snapshot;

  private update(change: Partial<AuthSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.listeners.forEach((listener) => listener());
  }

  /** The router's navigate, so leaving for /timeout keeps the single-page app. */
  setNavigate(navigate: (path: string) => void): void {
    this.navigate = navigate;
  }

  getAccessToken(): string | null {
    return this.snapshot.user?.access_token ?? null;
  }

  getActorId(): string | null {
    return this.snapshot.currentActor?.id ?? null;
  }

  /**
   * Silent renewal through the refresh token (001 §4). Concurrent callers share one request: the refresh
   * token rotates, so a second grant with the same token would be refused. Failure ends the session at /timeout.
   */
  renew(): Promise<User> {
    if (!loggedInFlag.isSet()) return Promise.reject(new Error('Not logged in'));
    this.renewing ??= this.refresh().finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }

  private async refresh(): Promise<User> {
    try {
      // Without a refresh token the library would try an iframe, which the CSP forbids.
      if (!this.snapshot.user?.refresh_token) throw new Error('No refresh token');
      const user = await this.userManager.signinSilent();
      if (!user) throw new Error('Silent renewal returned no user');
      this.update({ user });
      return user;
    } catch (error) {
      if (!isPublicPath(window.location.pathname)) loginRedirect.save(currentPath());
      await this.endLocally();
      this.navigate(paths.timeout());
      throw error;
    }
  }

  /** Hosted sign-in (a top-level redirect); invite_id and organization come back in the state. */
  async signIn(options: SignInOptions = {}): Promise<void> {
    await this.userManager.signinRedirect(signInRequest(options, this.origin));
  }

  /** After a reload the tokens are gone: ask the provider again without showing it (prompt=none). */
  reauthorize(returnTo: string): Promise<void> {
    // Once per page: a second redirect (strict mode runs effects twice) would only race the first.
    this.reauthorizing ??= this.userManager
      .signinRedirect({ prompt: 'none', state: { silent: true, returnTo } })
      .catch((error: unknown) => {
        this.reauthorizing = null;
        throw error;
      });
    return this.reauthorizing;
  }

  /** Completes the sign-in answer at `url`; the same URL is processed once (the state is single use). */
  completeSignIn(url: string): Promise<SignInResult> {
    let result = this.completing.get(url);
    if (!result) {
      result = this.processCallback(url);
      this.completing.set(url, result);
    }
    return result;
  }

  private async processCallback(url: string): Promise<SignInResult> {
    try {
      const user = await this.userManager.signinCallback(url);
      if (!user) throw new Error('The sign-in answer held no user');
      loggedInFlag.set();
      this.update({ status: 'signed-in', user });
      return { ok: true, state: (user.state ?? {}) as SignInState };
    } catch (error) {
      loggedInFlag.clear();
      const state = isErrorResponse(error) ? ((error.state ?? {}) as SignInState) : {};
      return { ok: false, state, error };
    }
  }

  private async loadActors(): Promise<readonly Actor[]> {
    // The answer sits beside the envelope (chat_token): parsed with the contract's own schema.
    const body = sessionApi.actors.response.parse(await this.api.get(sessionApi.actors.path));
    const actors = body.data.actors;
    const currentActor = pickCurrentActor(actors, currentActorStore.read());
    currentActorStore.save(currentActor?.id ?? null);
    this.update({ actors, currentActor, chatToken: body.chat_token ?? null });
    return actors;
  }

  setCurrentActor(id: string): void {
    const actor = this.snapshot.actors.find((candidate) => candidate.id === id);
    if (!actor) return;
    currentActorStore.save(actor.id);
    this.update({ currentActor: actor });
  }

  /** Forget the session in this tab only (failed account link, failed renewal); the server is not told. */
  async endLocally({ clearStorage = false }: { clearStorage?: boolean } = {}): Promise<void> {
    if (clearStorage) clearBrowserStorage();
    loggedInFlag.clear();
    this.update(SIGNED_OUT);
    await this.userManager.removeUser().catch(() => undefined);
  }

  /** 001 §4: clear both storages, POST /api/logout, then the provider's end-session back to /redirect. */
  async signOut(reason: SignOutReason = 'user'): Promise<void> {
    const user = this.snapshot.user;
    // The guard must not treat the moment between here and the provider's page as "signed out".
    this.update({ status: 'signing-out' });
    clearBrowserStorage();
    if (reason !== 'user') signOutReason.save(reason);
    if (user) {
      try {
        await this.api.post('/api/logout');
      } catch {
        // The provider's end-session below still ends the session; the user must not stay stuck here.
      }
    }
    if (user?.id_token) {
      await this.userManager.signoutRedirect({ id_token_hint: user.id_token });
      return;
    }
    await this.endLocally();
    this.navigate(landingAfterSignOut(reason));
  }
}
