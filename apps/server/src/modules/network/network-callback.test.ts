import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNetworkSignIn } from '#server-test/helpers/network-flow';
import {
  networkEnv,
  startNetworkProvider,
  type NetworkProvider,
} from '#server-test/helpers/network-provider';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';

/** Returns from upstream that sign no one in: each ends on a page that says what happened. */
describe('the professional-network callback refuses and explains', () => {
  let upstream: NetworkProvider;
  let t: TestApp;

  beforeAll(async () => {
    upstream = await startNetworkProvider({ redirectUri: 'http://localhost:3000/auth/network/callback' });
    t = await createTestApp(networkEnv(upstream));
  });
  afterAll(async () => {
    await t?.close();
    await upstream?.close();
  });

  const member = () => ({
    sub: `member-${Date.now()}`,
    email: `m.${Date.now()}@network.test`,
    email_verified: true,
  });

  it('cancelling upstream ends on a page that says so and offers a way back', async () => {
    upstream.nextLogin = 'cancel';
    const flow = await startNetworkSignIn(t.app);
    expect(flow.callbackPath).toContain('error=access_denied');
    const { code, response } = await flow.returnToCredence();
    expect(code).toBeNull();
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sign-in with LinkedIn was cancelled');
    expect(response.body).toContain('href="/?connection=linkedin"');
  });

  it('an upstream error ends on a clear error page', async () => {
    upstream.nextLogin = member();
    const flow = await startNetworkSignIn(t.app);
    const state = new URL(flow.callbackPath, 'http://x').searchParams.get('state')!;
    const { response } = await flow.returnToCredence(
      `/auth/network/callback?error=server_error&state=${encodeURIComponent(state)}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('We could not sign you in with LinkedIn');
  });

  it('refuses an unknown state, a replayed callback and a callback in another browser', async () => {
    upstream.nextLogin = member();
    const flow = await startNetworkSignIn(t.app);
    const forged = flow.callbackPath.replace(/state=[^&]+/, 'state=forged-state-value');
    const unknown = await flow.returnToCredence(forged);
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.response.body).toContain('expired or was already used');

    // Another browser (no interaction cookie) cannot finish this browser's sign-in.
    const stranger = await t.app.inject({ method: 'GET', url: flow.callbackPath });
    const forwarded = await t.app.inject({ method: 'GET', url: stranger.headers.location! });
    expect(forwarded.statusCode).toBe(400);
    // ...and that attempt used the request up, so the state cannot be replayed either.
    expect((await flow.returnToCredence()).response.statusCode).toBe(400);
  });

  it('refuses an ID token whose nonce does not match the one sent', async () => {
    upstream.nextLogin = member();
    const flow = await startNetworkSignIn(t.app);
    await t.database.db
      .updateTable('federated_sign_ins')
      .set({ nonce: 'not-the-nonce-that-was-sent' })
      .execute();
    const { code, response } = await flow.returnToCredence();
    expect(code).toBeNull();
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('We could not sign you in with LinkedIn');
  });

  it('another connection value keeps the hosted password page', async () => {
    const flow = startNetworkSignIn(t.app, { connection: 'elsewhere' });
    await expect(flow).rejects.toThrow(/did not send the browser upstream: 200/);
  });
});
