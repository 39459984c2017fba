import { matchRoute, pageTitle } from '@credence/shared';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test('the served app opens with the product name and the route name as its title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/^Credence \| .+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/login-entry.png', fullPage: true });
});

for (const path of [
  '/',
  '/timeout',
  '/redirect',
  '/reset-password/expired',
  '/work_verification',
  '/error/500',
]) {
  test(`a deep link to ${path} is answered by the app with its route name in the title`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const route = matchRoute(path)?.route;
    expect(route).toBeDefined();
    await expect(page).toHaveTitle(pageTitle(route?.name));
    await expectNoAxeViolations(page);
  });
}

test('the API answers health through the same origin', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
});
