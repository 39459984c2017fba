import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughEntry } from './support/sign-in';

// /insurance (issue 15): upload a malpractice face sheet (the progress bar moves), fill the policy, then
// reuse the same face sheet on a second policy: picking it switches the form to edit mode with the warning
// that changes apply everywhere the document is used. The demo clinician already has a Coastal Mutual policy.

const clinician = { email: 'demo.clinician@credence.test', password: 'Wallet-Demo-2026' };

/** A PDF of about `size` bytes: the header makes it one, the padding makes the upload take a while. */
const pdfOfSize = (size: number) => {
  const head = Buffer.from('%PDF-1.4\n% Credence journey face sheet\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20), Buffer.from('\n%%EOF\n')]);
};

async function throttleUploads(page: Page, uploadThroughput: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: uploadThroughput === -1 ? 0 : 20,
    downloadThroughput: -1,
    uploadThroughput,
  });
  return cdp;
}

test('upload a face sheet, fill the policy, reuse the document on a second policy and see the warning', async ({
  page,
}) => {
  // The upload is throttled on purpose (to see the bar move): more than the default 60 s on a busy machine.
  test.setTimeout(180_000);
  await signInThroughEntry(page, clinician.email, clinician.password);
  await expect(page).toHaveURL(/\/enroll$/);
  await page.goto('/insurance');
  await expect(page.getByRole('heading', { level: 1, name: 'Malpractice Insurance' })).toBeVisible({
    timeout: 30_000,
  });
  // The demo policy.
  await expect(page.getByRole('heading', { level: 3, name: 'Coastal Mutual' })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoAxeViolations(page);

  // A new policy: the method first; saving without one says so in the spec's words.
  await page.getByRole('button', { name: 'Add a policy' }).click();
  await page.getByRole('button', { name: 'Save policy' }).click();
  await expect(
    page
      .getByText(
        'Please choose how you will provide your coverage: enter it manually, upload a face sheet, employer-provided, or none.',
      )
      .first(),
  ).toBeVisible();
  await page.getByLabel('Upload a face sheet').check();

  // Upload, with the progress bar moving while the bytes go.
  const cdp = await throttleUploads(page, 2 * 1024 * 1024);
  const name = `Harbor Face Sheet ${Date.now()}.pdf`;
  const cleaned = name.replace(/[^A-Za-z0-9.]/g, '');
  await page
    .getByLabel('Add File')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdfOfSize(6_000_000) });
  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('value').catch(() => '100')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect(bar).toHaveCount(0, { timeout: 90_000 });
  await expect(page.getByText(cleaned).first()).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // The policy: the dates' order is checked before it is sent.
  await page.getByLabel('Carrier name').fill('Harbor Indemnity');
  await page.getByLabel('Policy number').fill('HI-55021');
  await page.getByLabel('Effective date', { exact: true }).fill('2025-03-01');
  await page.getByLabel('Expiration date').fill('2025-02-28');
  await page.getByLabel('Per-occurrence coverage (USD)').fill('$1,000,000');
  await page.getByRole('button', { name: 'Save policy' }).click();
  await expect(page.getByText('Expiration date must be after the effective date.').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Expiration date').fill('2026-03-01');
  await page.getByRole('button', { name: 'Save policy' }).click();
  await expect(page.getByText('Policy saved.')).toBeVisible({ timeout: 15_000 });
  const first = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Harbor Indemnity' }) });
  await expect(first.getByText('Policy HI-55021, 2025-03-01 to 2026-03-01')).toBeVisible();
  await expect(first.getByText(`Face sheet: ${cleaned}`)).toBeVisible();

  // A second policy with the same face sheet: edit mode and the warning.
  await page.getByRole('button', { name: 'Add a policy' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add a policy' })).toBeVisible();
  await page.getByLabel('Upload a face sheet').check();
  await page.getByLabel('Or choose a document you uploaded before').selectOption({ label: cleaned });
  await expect(
    page.getByText(
      'This document is already in use. Changes you make here apply everywhere the document is used.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit policy details' })).toBeVisible();
  await expect(page.getByLabel('Carrier name')).toHaveValue('Harbor Indemnity');
  await expectNoAxeViolations(page);
  await page.getByLabel('Policy number').fill('HI-55022');
  await page.getByRole('button', { name: 'Save policy' }).click();
  await expect(page.getByText('Policy saved.').first()).toBeVisible({ timeout: 15_000 });
  // Both policies now hold the details of the shared face sheet.
  const harbor = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Harbor Indemnity' }) });
  await expect(harbor).toHaveCount(2);
  await expect(harbor.getByText('Policy HI-55022, 2025-03-01 to 2026-03-01')).toHaveCount(2);
  await expect(harbor.getByText('Other policies using this face sheet: 1')).toHaveCount(2);

  // At 360 px nothing needs sideways scrolling, with the editor open too.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'Malpractice Insurance' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Add a policy' }).click();
  await page.getByLabel('Upload a face sheet').check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/insurance-360.png', fullPage: true });
});
