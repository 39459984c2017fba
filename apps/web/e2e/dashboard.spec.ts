import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughEntry } from './support/sign-in';

/** Resolves with the next document (full page) request for `path`, so a hand-off is seen as a real load. */
const documentLoadOf = (page: Page, path: string) =>
  page.waitForRequest(
    (request) => request.resourceType() === 'document' && new URL(request.url()).pathname === path,
  );

test('the demo clinician opens /action-center and lands on the v3 dashboard by a full page load', async ({
  page,
}) => {
  // Two accessibility scans and two full-page screenshots: about 27 s with two workers on two cores.
  test.setTimeout(60_000);
  await signInThroughEntry(page, 'demo.clinician@credence.test', 'Wallet-Demo-2026');
  await expect(page).toHaveURL(/\/enroll$/);

  const dashboardLoad = documentLoadOf(page, '/v3/dashboard');
  await page.goto('/action-center?from=journey');
  await dashboardLoad;
  await expect(page).toHaveURL(/\/v3\/dashboard\?from=journey$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeVisible();
  // The two seeded Riverside Health tasks: the sign-and-submit one in its own list, the upload in the other.
  const signAndSubmit = page.getByRole('list', { name: 'Sign and submit' });
  await expect(signAndSubmit.getByText('Attest to your immunization status')).toBeVisible();
  const other = page.getByRole('list', { name: 'Other tasks' });
  await expect(other.getByText('Upload your Basic Life Support (BLS) card')).toBeVisible();
  await expect(page.getByText('From Riverside Health')).toHaveCount(2);
  // Only the name is in the demo profile: one of ten sections and two verified items (identity, exclusion
  // screening; decision 042): 1 of 12.
  await expect(page.getByRole('img', { name: 'Wallet 8% complete' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your organizations' })).toContainText('Riverside Health');

  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/dashboard.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('img', { name: 'Wallet 8% complete' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/dashboard-360.png', fullPage: true });

  // Each task opens its page: the sign-and-submit one on /task, the other among Riverside's tasks.
  await expect(
    signAndSubmit.getByRole('link', { name: 'Attest to your immunization status' }),
  ).toHaveAttribute('href', /^\/task\/[0-9a-f-]{36}$/);
  await expect(
    other.getByRole('link', { name: 'Upload your Basic Life Support (BLS) card' }),
  ).toHaveAttribute('href', /^\/supplementary-tasks\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
});

test('/processing with an unknown job hands over to /v3/processing and shows the error state', async ({
  page,
}) => {
  await signInThroughEntry(page, 'demo.clinician@credence.test', 'Wallet-Demo-2026');
  await expect(page).toHaveURL(/\/enroll$/);

  const jobId = '00000000-0000-4000-8000-000000000000';
  const processingLoad = documentLoadOf(page, '/v3/processing');
  await page.goto(`/processing?job_id=${jobId}`);
  await processingLoad;
  await expect(page).toHaveURL(new RegExp(`/v3/processing\\?job_id=${jobId}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('Processing failed');
  await expect(main.getByRole('alert')).toContainText('We could not find this request.');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/processing-error.png', fullPage: true });
  await main.getByRole('link', { name: 'Back to your dashboard' }).click();
  await expect(page).toHaveURL(/\/v3\/dashboard$/);
});
