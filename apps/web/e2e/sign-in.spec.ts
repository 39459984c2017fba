import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { firstLink, latestMailTo } from './support/outbox';
import { signInThroughEntry } from './support/sign-in';

const password = 'Lantern-Harbor-42';

test('sign up, confirm the email from the outbox, land on enrolment, reload, sign out', async ({ page }) => {
  const email = `np.${Date.now()}@credence.test`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'New to Credence? Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your Credence account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill('Nguyen');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm your password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // A new clinician has not enrolled yet, so the routing order sends them to the enrolment wizard.
  await expect(page).toHaveURL(/\/enroll$/);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/after-sign-up.png', fullPage: true });

  const confirmation = await latestMailTo(email);
  await page.goto(firstLink(confirmation));
  await expect(page.getByRole('heading', { name: 'Your email address is confirmed' })).toBeVisible();

  // Tokens live in memory only: a reload re-authorizes silently and comes back to the same page.
  await page.goto('/enroll');
  // The page shows only once the silent re-authorization (a round trip through /oidc) has come back.
  await expect(page.getByRole('heading', { level: 1, name: 'Enrollment' })).toBeVisible();
  await expect(page).toHaveURL(/\/enroll$/);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
});

test('the demo clinician signs in, reaches a private page after a reload, and signs out to /redirect', async ({
  page,
}) => {
  await page.goto('/credentials');
  // Not signed in: the intended path is saved and the user is sent to the login entry.
  await expect(page).toHaveURL(/\/$/);
  await signInThroughEntry(page, 'demo.clinician@credence.test', 'Wallet-Demo-2026');
  // Enrolment comes before the saved path in the routing order, and the demo clinician has not enrolled.
  await expect(page).toHaveURL(/\/enroll$/);

  // A full reload of a private page: tokens were in memory only, so the app re-authorizes silently.
  await page.goto('/credentials');
  await expect(page.getByRole('heading', { level: 1, name: 'Credentials' })).toBeVisible();
  await expect(page).toHaveURL(/\/credentials$/);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/redirect$/);
  await expect(page.getByText('You have been signed out')).toBeVisible();
  await expectNoAxeViolations(page);

  // The provider session ended too: a private page now goes back to the login entry.
  await page.goto('/credentials');
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password gets the generic message', async ({ page }) => {
  await signInThroughEntry(page, 'demo.clinician@credence.test', 'not-the-password');
  await expect(page.locator('#identifier-error')).toHaveText(/incorrect username and\/or password/i);
  await expect(page.getByRole('link', { name: /incorrect username and\/or password/i })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('reset the password from the outbox link; a used link lands on the invalid page', async ({ page }) => {
  const email = 'credentialing@riverside.test';
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText(/If an account exists for that email address/)).toBeVisible();

  const link = firstLink(await latestMailTo(email));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Password', { exact: true }).fill('Console-Demo-2026');
  await page.getByLabel('Confirm your password').fill('Console-Demo-2026');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();

  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\/invalid$/);
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the expired link page offers a new link', async ({ page }) => {
  await page.goto('/reset-password/expired');
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email address').fill('demo.clinician@credence.test');
  await page.getByRole('button', { name: 'Email me a new link' }).click();
  await expect(page.getByText(/we have sent it a new link/)).toBeVisible();
});
