import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

const CHECK_URL = 'Please check the URL you followed. If the problem continues, contact support.';

test('an unknown path shows the 404 page, which advises checking the URL and contacting support', async ({
  page,
}) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(
    page.getByText(
      'We could not find this page. Please check the URL, and contact support if you think it should be here.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/error is the generic error page: check the URL, contact support', async ({ page }) => {
  await page.goto('/error');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText(CHECK_URL)).toBeVisible();
  await expect(page.getByText(/Error code:/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('/error/{code} shows the same page with the code', async ({ page }) => {
  await page.goto('/error/503');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText(CHECK_URL)).toBeVisible();
  await expect(page.getByText('Error code: 503')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/error-code.png', fullPage: true });
});

test('/timeout says the session expired, or that the user was away, and offers to sign in again', async ({
  page,
}) => {
  await page.goto('/timeout');
  await expect(page.getByRole('heading', { level: 1, name: 'Your session has ended' })).toBeVisible();
  await expect(page.getByText('Session expired: please log in again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/timeout?reason=inactivity');
  await expect(page.getByText('You have been logged out due to inactivity.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/redirect, the landing after logout, says the user has been signed out', async ({ page }) => {
  await page.goto('/redirect');
  await expect(page.getByRole('heading', { level: 1, name: 'You have been signed out.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Credence' })).toBeVisible();
});
