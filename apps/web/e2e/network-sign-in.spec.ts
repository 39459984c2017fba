import { expect, test, type Page } from '@playwright/test';
import type { NetworkProvider } from '../../server/test/helpers/network-provider';
import { expectNoAxeViolations } from './support/axe';
import { startNetworkIdp } from './support/network-idp';

// The server gets its NETWORK_* variables only with E2E_NETWORK=1 (playwright.config.ts).
test.skip(process.env.E2E_NETWORK !== '1', 'run with E2E_NETWORK=1 to sign in through the local provider');

let upstream: NetworkProvider;
test.beforeAll(async () => {
  upstream = await startNetworkIdp();
});
test.afterAll(async () => {
  await upstream?.close();
});

/** The local provider's own login form (not our page, so no axe check here). */
async function signInUpstream(page: Page, email: string, verified = true) {
  await expect(page.getByRole('heading', { name: 'Professional network sign-in' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(upstream.issuer);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Email verified').setChecked(verified);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('/?connection=linkedin signs in upstream, links a new clinician and lands by the routing order', async ({
  page,
}) => {
  await page.goto('/?connection=linkedin');
  await signInUpstream(page, `riley.${Date.now()}@network.test`);
  // A new clinician has not enrolled yet: the routing order sends them to the enrolment wizard.
  await expect(page).toHaveURL(/\/enroll$/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/after-network-sign-in.png', fullPage: true });

  // Linked: a reload re-authorizes silently and the API knows the person.
  await page.goto('/enroll');
  await expect(page).toHaveURL(/\/enroll$/);
});

test('an unverified upstream email of an existing account: link error page, session cleared', async ({
  page,
}) => {
  await page.goto('/');
  const choice = page.getByRole('button', { name: 'Sign in with LinkedIn' });
  await expect(choice).toBeVisible();
  await expectNoAxeViolations(page);
  await choice.click();
  await signInUpstream(page, 'demo.clinician@credence.test', false);

  await expect(page).toHaveURL(/\/v3\/linkedin-error$/);
  await expect(page.getByRole('heading', { name: 'We could not link your account' })).toBeVisible();
  await expect(page.getByText('We could not link your professional network account.')).toBeVisible();
  await expectNoAxeViolations(page);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('credence.logged-in');
  // Signed out in this browser: a private page sends the user to the login entry.
  await page.goto('/credentials');
  await expect(page).toHaveURL(/\/$/);
});

test('cancelling at the provider ends on a page that says so', async ({ page }) => {
  await page.goto('/?connection=linkedin');
  await expect(page.getByRole('heading', { name: 'Professional network sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Sign-in with LinkedIn was cancelled' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Sign in another way' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});
