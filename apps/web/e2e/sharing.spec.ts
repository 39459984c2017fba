import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from './support/api-session';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughEntry } from './support/sign-in';

// Sharing (issue 17; decision 043). Sam Okafor, the demo clinician of apps/server/src/db/seed-sharing.ts, has
// his identity verified, his NPI and Wisconsin RN license verified five days ago, and Riverside Health's
// "Nurse onboarding" requirement pending. He goes through the checklist, the disclosure (leaving the license's
// initial date out), the attestation, the signature and the completion; the activity page then shows the
// share with exactly the fields disclosed. He then ends Riverside Health's access: its credentialing reviewer
// could open the share before (200) and cannot after (410 share.access-ended).
const clinician = { email: 'demo.sharing@credence.test', password: 'Wallet-Demo-2026' };
const reviewer = { email: 'reviewer@riverside.test', password: 'Console-Demo-2026' };

/** No sideways scroll at 360 px, and axe. */
async function checkPage(page: Page) {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(size.scrollWidth, 'sideways scroll at 360 px').toBeLessThanOrEqual(size.innerWidth);
  await expectNoAxeViolations(page);
}

test('a clinician shares with Riverside Health, leaving one optional field out, and sees exactly that on the activity page', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInThroughEntry(page, clinician.email, clinician.password);
  await page.getByRole('link', { name: 'Share with Riverside Health' }).click();
  await expect(page).toHaveURL(/\/share\/[0-9a-f-]{36}$/);

  // Checklist: ready (the NPDB is the organization's own query).
  await expect(page.getByRole('heading', { level: 1, name: 'Share with Riverside Health' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ready to share' })).toBeVisible();
  await expect(page.getByText('Riverside Health checks this itself')).toBeVisible();
  await checkPage(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Disclosure: purpose, retention, every field; the license's initial date is left out.
  await expect(page.getByText('Purpose: Credentialing and privileging of nursing staff')).toBeVisible();
  await expect(page.getByText('Riverside Health keeps this information for 1095 days.')).toBeVisible();
  await page.getByRole('checkbox', { name: /^Share Initial date/ }).uncheck();
  await checkPage(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The progress is on the device: a reload comes back to the attestation.
  await expect(page.getByRole('heading', { level: 2, name: 'Attestation' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Attestation' })).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await checkPage(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Signature: the full name, the box ticked.
  await expect(page.getByRole('heading', { level: 2, name: 'Signature' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Sam Okafor');
  await page
    .getByRole('checkbox', { name: 'I have read the attestation and sign it with my full name.' })
    .check();
  await checkPage(page);
  await page.getByRole('button', { name: 'Share with Riverside Health' }).click();

  await expect(page.getByText('Your credentials have been shared.')).toBeVisible();
  await checkPage(page);
  await page.getByRole('link', { name: 'See everything you have shared' }).click();

  // Activity: the share with exactly the fields the organization can read; the initial date is not among them.
  await expect(page.getByRole('heading', { level: 1, name: 'Shared profiles' })).toBeVisible();
  const fields = page.getByRole('list', { name: 'Fields of WI RN license 274411-30 shared' });
  await expect(fields.getByRole('listitem')).toHaveCount(5);
  for (const label of [
    'License board',
    'License number',
    'Expiration date',
    'License status',
    'Board actions',
  ])
    await expect(fields.getByRole('listitem').filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
  await expect(fields.getByText('Initial date')).toHaveCount(0);
  await expect(page.getByText('Left out: Initial date')).toBeVisible();
  await checkPage(page);

  // The records to keep, fetched with the session: the consent receipt as a PDF, and the FHIR R4 bundle.
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Consent receipt (PDF)' }).first().click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^consent-receipt-[0-9a-f-]{36}\.pdf$/);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  const fhirDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'FHIR R4 bundle' }).first().click();
  const bundle = JSON.parse(await readFile(await (await fhirDownload).path(), 'utf8')) as {
    resourceType: string;
    entry: { resource: { resourceType: string } }[];
  };
  expect(bundle.resourceType).toBe('Bundle');
  expect(bundle.entry.map((entry) => entry.resource.resourceType)).toContain('Practitioner');
  const receiptDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Consent receipt (JSON)' }).first().click();
  const receipt = JSON.parse(await readFile(await (await receiptDownload).path(), 'utf8')) as {
    share_id: string;
    organization: { name: string };
  };
  const shareId = /^consent-receipt-([0-9a-f-]{36})\.pdf$/.exec(pdf.suggestedFilename())![1]!;
  expect(receipt).toMatchObject({ share_id: shareId, organization: { name: 'Riverside Health' } });

  // End access: Riverside's reviewer opens the share until then, and no longer after.
  const staff = await apiSignIn(request, baseURL!, reviewer);
  const orgRead = () => request.get(`/api/org/shares/${shareId}`, { headers: staff.headers });
  expect((await orgRead()).status()).toBe(200);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /^End access\W+Riverside Health$/ }).click();
  await expect(page.getByText(/^Access ended on /)).toBeVisible();
  await expect(page.getByRole('button', { name: /^End access\W+Riverside Health$/ })).toHaveCount(0);
  const after = await orgRead();
  expect(after.status()).toBe(410);
  expect(((await after.json()) as { error: { code: string } }).error.code).toBe('share.access-ended');
  await checkPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
});
