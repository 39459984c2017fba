import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { pressButton, signUp, typeInto } from './support/enroll-professional';

// A life-support card's document (issue 15, decisions 060 and 063): a fresh clinician uploads a BLS card in the
// wallet editor (the progress bar shows while the bytes go), sees it on /documents as used by the
// certification, deletes it after the in-use warning, and the certification no longer names it. Their own
// user, so no other journey's data is touched.

/** A PDF of about `size` bytes: the header makes it one, the padding makes the upload take a while. */
const pdfOfSize = (size: number) => {
  const head = Buffer.from('%PDF-1.4\n% Credence journey BLS card\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20), Buffer.from('\n%%EOF\n')]);
};

async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: bytesPerSecond < 0 ? 0 : 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

test('a clinician uploads a BLS card in the wallet, sees it used on /documents and deletes it after the warning', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  await signUp(page, {
    email: `life-support.${stamp}@credence.test`,
    first: 'Lyle',
    last: 'Support',
    password: 'Life-Support-2026!',
  });
  await page.goto('/personal-information');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal information' })).toBeVisible({
    timeout: 30_000,
  });

  // The BLS card: Yes, an expiration and the card's PDF, uploaded with the progress bar.
  const certifications = page.getByRole('region', { name: 'Other certifications' });
  await pressButton(page, certifications.getByRole('button', { name: /Edit ?: Basic Life Support \(BLS\)/ }));
  await certifications.getByRole('radio', { name: 'Yes' }).check();
  await typeInto(page, certifications.getByRole('textbox', { name: /Card expiration date/ }), '20280131');
  const cdp = await throttleUploads(page, 2 * 1024 * 1024);
  const name = `BLS card ${stamp}.pdf`;
  const cleaned = name.replace(/[^A-Za-z0-9.]/g, '');
  await certifications
    .getByLabel('Add File')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdfOfSize(4_000_000) });
  const bar = certifications.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveCount(0, { timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(certifications.getByText(cleaned).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await pressButton(page, certifications.getByRole('button', { name: 'Save' }));
  await expect(certifications.getByText(`expires 2028-01-31 · card ${cleaned}`)).toBeVisible();

  // /documents lists it as used by the certification.
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible({ timeout: 30_000 });
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: cleaned }) });
  await expect(item.getByText('Certification: Basic Life Support (BLS)')).toBeVisible({ timeout: 15_000 });

  // Deleting it first says where it is used; Cancel keeps it, Delete removes it.
  await item.getByRole('button', { name: `Delete ${cleaned}` }).click();
  const dialog = page.getByRole('dialog', { name: `${cleaned} is in use` });
  await expect(dialog.getByText('Certification: Basic Life Support (BLS)')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 3, name: cleaned })).toBeVisible();
  await item.getByRole('button', { name: `Delete ${cleaned}` }).click();
  await page
    .getByRole('dialog', { name: `${cleaned} is in use` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(`${cleaned} was deleted.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: cleaned })).toHaveCount(0);

  // The certification keeps its answer and expiration, and no longer names the deleted card.
  await page.goto('/personal-information');
  const after = page.getByRole('region', { name: 'Other certifications' });
  await expect(after.getByText(/expires 2028-01-31/)).toBeVisible({ timeout: 30_000 });
  await expect(after.getByText(cleaned)).toHaveCount(0);
});
