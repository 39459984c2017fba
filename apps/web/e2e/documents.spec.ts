import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughEntry } from './support/sign-in';

// /documents (issue 15): upload with a progress bar, download in a new tab, delete a document in use after
// the warning that says where. The demo clinician's BLS card is used by Riverside Health's BLS task.

const clinician = { email: 'demo.clinician@credence.test', password: 'Wallet-Demo-2026' };

/** A PDF of about `size` bytes: the header makes it one, the padding makes the upload take a while. */
const pdfOfSize = (size: number) => {
  const head = Buffer.from('%PDF-1.4\n% Credence journey face sheet\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20), Buffer.from('\n%%EOF\n')]);
};

async function slowUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // About 2 MB/s up: a 6 MB file takes a few seconds, long enough to see the bar move.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 2 * 1024 * 1024,
  });
  return cdp;
}

test('upload with progress, download in a new tab, delete a document in use after the warning', async ({
  page,
  context,
}) => {
  // The upload is throttled on purpose (to see the bar move): more than the default 60 s on a busy machine.
  test.setTimeout(150_000);
  await signInThroughEntry(page, clinician.email, clinician.password);
  await expect(page).toHaveURL(/\/enroll$/);
  await page.goto('/documents');
  // A full load signs in again silently (through /callback) before the page shows: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 3, name: 'BLSCard.pdf' })).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);

  // Upload, with the progress bar moving while the bytes go.
  const cdp = await slowUploads(page);
  const name = `Journey Face Sheet ${Date.now()}.pdf`;
  const cleaned = name.replace(/[^A-Za-z0-9.]/g, '');
  await page.getByLabel('Document type').selectOption('malpractice');
  await page
    .getByLabel('Add File')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdfOfSize(6_000_000) });
  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('value').catch(() => '100')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect(page.getByText(`${cleaned} was uploaded.`)).toBeVisible({ timeout: 60_000 });
  await expect(bar).toHaveCount(0);
  // One notice shows at a time (7 s each, held while the pointer rests on it): close this one, as a reader
  // would, so the deletion's notice below is not queued behind it.
  await page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Close' }).click();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: cleaned }) });
  await expect(item.getByText('Malpractice insurance')).toBeVisible();
  await expect(item.getByText('Not used')).toBeVisible();

  // Download: a new tab opens on the signed link (no bearer token in it), which serves the file whole.
  const opened = context.waitForEvent('request', (request) => request.url().includes('/api/get_document/'));
  await item.getByRole('button', { name: `Download ${cleaned}` }).click();
  const link = (await opened).url();
  expect(link).toMatch(/\/api\/get_document\/[0-9a-f-]{36}\?token=/);
  const file = await page.request.get(link);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toBe(`attachment; filename="${cleaned}"`);
  expect((await file.body()).equals(pdfOfSize(6_000_000))).toBe(true);

  // A document in use: the dialog says where, and only its confirmation deletes.
  await page.getByRole('button', { name: 'Delete BLSCard.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'BLSCard.pdf is in use' });
  await expect(dialog.getByText('Task: Upload your Basic Life Support (BLS) card')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'BLSCard.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete BLSCard.pdf' }).click();
  await page
    .getByRole('dialog', { name: 'BLSCard.pdf is in use' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('BLSCard.pdf was deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'BLSCard.pdf' })).toHaveCount(0);

  // At 360 px nothing needs sideways scrolling.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('heading', { level: 3, name: cleaned })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/documents-360.png', fullPage: true });
});
