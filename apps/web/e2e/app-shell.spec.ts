import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test('the served app opens with the product name and the route name as its title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/^Credence \| .+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/login-entry.png', fullPage: true });
});

test('a deep link is answered by the app, not a server 404', async ({ page }) => {
  const response = await page.goto('/timeout');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Credence \| .+/);
  await expectNoAxeViolations(page);
});

test('the API answers health through the same origin', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
});
