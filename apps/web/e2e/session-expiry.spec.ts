import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughEntry } from './support/sign-in';

// The server gets ACCESS_TOKEN_TTL_SECONDS=30 (its minimum) only with E2E_SHORT_TOKENS=1 (playwright.config.ts);
// `npm run test:e2e` runs this file in a pass of its own.
test.skip(
  process.env.E2E_SHORT_TOKENS !== '1',
  'run with E2E_SHORT_TOKENS=1 for a server with 30-second tokens',
);

const TTL_SECONDS = 30;
const clinician = { email: 'demo.clinician@credence.test', password: 'Wallet-Demo-2026' };

interface IssuedToken {
  grant: string | null;
  accessToken: string;
  at: number;
}

/** Every token the app obtains from /oidc/token, with the grant it used (authorization_code, refresh_token). */
function watchTokens(page: Page): IssuedToken[] {
  const issued: IssuedToken[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/oidc/token') || response.request().method() !== 'POST') return;
    const body = (await response.json().catch(() => null)) as { access_token?: string } | null;
    if (!body?.access_token) return;
    const grant = new URLSearchParams(response.request().postData() ?? '').get('grant_type');
    issued.push({ grant, accessToken: body.access_token, at: Date.now() });
  });
  return issued;
}

test('silent renewal: past the access token lifetime the app carries on with a renewed token', async ({
  page,
  request,
}) => {
  test.setTimeout(75_000);
  const issued = watchTokens(page);
  await signInThroughEntry(page, clinician.email, clinician.password);
  await expect(page).toHaveURL(/\/enroll$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enrollment' })).toBeVisible();
  const first = issued.find((token) => token.grant === 'authorization_code');
  expect(first).toBeDefined();
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) documents.push(r.url());
  });

  // Wait until the server itself refuses the first access token: its lifetime is over.
  await expect
    .poll(
      async () =>
        (
          await request.get('/api/actor', { headers: { authorization: `Bearer ${first!.accessToken}` } })
        ).status(),
      { timeout: (TTL_SECONDS + 15) * 1000, intervals: [2000] },
    )
    .toBe(401);
  expect(Date.now() - first!.at).toBeGreaterThanOrEqual(TTL_SECONDS * 1000 - 1000);
  const renewed = issued.filter((token) => token.grant === 'refresh_token');
  expect(renewed.length).toBeGreaterThan(0);

  // An authenticated navigation inside the app: its API call carries a renewed token and succeeds.
  const apiCall = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/notification_preference',
  );
  await page.evaluate(() => {
    window.history.pushState({}, '', '/notification-preferences');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const response = await apiCall;
  expect(response.status()).toBe(200);
  const bearer = (await response.request().allHeaders()).authorization?.replace(/^Bearer /, '');
  expect(bearer).toBeTruthy();
  expect(bearer).not.toBe(first!.accessToken);
  expect(issued.map((token) => token.accessToken)).toContain(bearer);
  await expect(page.getByRole('heading', { level: 1, name: 'Notification preferences' })).toBeVisible();
  await expect(page).toHaveURL(/\/notification-preferences$/);
  // No redirect: not a single page load since signing in (no /timeout, no re-authorization round trip).
  expect(documents).toEqual([]);
});

test('forced expiry: once the session is ended elsewhere, renewal fails and the app lands on /timeout', async ({
  page,
  request,
}) => {
  const issued = watchTokens(page);
  await signInThroughEntry(page, clinician.email, clinician.password);
  await expect(page).toHaveURL(/\/enroll$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enrollment' })).toBeVisible();

  // Another context ends this very session on the server (POST /api/logout revokes the grant and its tokens).
  const token = issued.at(-1)!.accessToken;
  const authorization = `Bearer ${token}`;
  const xsrf = await request.get('/api/xsrf', { headers: { authorization } });
  const { data } = (await xsrf.json()) as { data: { token: string } };
  const logout = await request.post('/api/logout', {
    headers: { authorization, 'x-xsrf-token': data.token },
  });
  expect(logout.status()).toBe(200);

  // The next renewal (due within seconds) is refused: the app ends the session and says why.
  await expect(page).toHaveURL(/\/timeout$/, { timeout: (TTL_SECONDS + 5) * 1000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your session has ended' })).toBeVisible();
  await expect(page.getByText('Session expired: please log in again.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/session-timeout.png', fullPage: true });
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
});
