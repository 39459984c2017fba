import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughEntry } from './support/sign-in';

// Seeded with the demo data (apps/server/src/db/seed-enrolled.ts): enrolment finished and consent signed, so
// the saved path is the first rule of the post-login order that applies (the demo clinician lands on /enroll).
const enrolled = { email: 'demo.enrolled@credence.test', password: 'Wallet-Demo-2026' };

test('a private path redirects to sign-in and comes back to it after sign-in', async ({ page }) => {
  await page.goto('/credentials');
  // Not signed in: the intended path is saved and the user is sent to the login entry.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);

  await signInThroughEntry(page, enrolled.email, enrolled.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Credentials' })).toBeVisible();
  await expect(page).toHaveURL(/\/credentials$/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/return-path.png', fullPage: true });

  // Once used, the saved path is forgotten: a later sign-in goes to the dashboard.
  const saved = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(saved).not.toContain('/credentials');
});
