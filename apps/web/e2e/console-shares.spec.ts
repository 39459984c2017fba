import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from './support/api-session';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughEntry } from './support/sign-in';

// The console's received shares (issue 18 part 2; decision 051). Priya Raman, the demo nurse of
// apps/server/src/db/seed-console-share.ts, shares with Riverside Health through the API (the sharing journey
// drives the share screens with Sam Okafor; a second person keeps the two journeys apart). Riverside's
// credentialing reviewer signs in, opens her share, sees every check of the verification panel pass, downloads
// the FHIR bundle and one of the documents she shared (her BLS card, decision 066), sees their own open and
// that download in the log, and finds her license, which expires in 45 days, among the expirables within 60
// days; Riley Carter's signed work verification downloads as a PDF. At 360 px, with axe, then 1280 px. (She
// also has the share the app's start made for the demo, decision 066: the newest, this journey's, is opened.)
const reviewer = { email: 'reviewer@riverside.test', password: 'Console-Demo-2026' };
const clinician = { email: 'demo.console-share@credence.test', password: 'Wallet-Demo-2026' };
const SUBSCRIPTION = 'c5e7a9b1-3d4f-4b6c-8e1a-4f6b8c0d2e3a';

async function checkPage(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoAxeViolations(page);
}

test('a reviewer opens a received share, sees it verified, downloads the FHIR bundle and sees the open logged', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const session = await apiSignIn(request, baseURL!, clinician);
  const shared = await request.post('/api/presentations', {
    headers: session.headers,
    data: {
      subscription_id: SUBSCRIPTION,
      omit: {},
      attestations: { accurate: true, authorize: true, 'notify-changes': true },
      signature: { full_name: 'Priya Raman', confirmed: true },
    },
  });
  expect(shared.status(), await shared.text()).toBe(201);

  await page.setViewportSize({ width: 360, height: 800 });
  await signInThroughEntry(page, reviewer.email, reviewer.password);
  await page.getByRole('link', { name: 'Go to the administrator login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organization console' })).toBeVisible();

  const shares = page.getByRole('list', { name: 'Received shares' });
  const share = shares.getByRole('listitem').filter({ hasText: 'Priya Raman' }).first();
  await expect(share.getByText('Requirement set: Nurse onboarding')).toBeVisible();
  await share.getByRole('button', { name: 'Open the share of Priya Raman' }).click();

  // The verification panel, computed on the server with the outside verifier's code: every check passes.
  await expect(page.getByRole('heading', { name: 'Share of Priya Raman' })).toBeFocused();
  await expect(page.getByText('Verified: every check passed.')).toBeVisible();
  const checks = page.getByRole('list', { name: 'Checks of WI RN license 301872-30' });
  await expect(checks.getByText('Passed')).toHaveCount(5);
  await expect(page.getByText('301872-30', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Opened by Riverside Health credentialing reviewer, /)).toBeVisible();
  await checkPage(page, 360);

  // The FHIR bundle downloads as a file; the server records the download for the clinician.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the FHIR bundle' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^share-[0-9a-f-]{36}\.fhir\.json$/);
  const bundle = JSON.parse(
    await new Promise<string>((resolve, reject) => {
      void download.createReadStream().then((stream) => {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => resolve(text));
        stream.on('error', reject);
      });
    }),
  ) as { resourceType: string; type: string };
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  await expect(page.getByText('The FHIR bundle is downloaded.')).toBeVisible();

  // The documents she shared: her BLS card (the nurses' task) and the signed consent form; one downloads as
  // the very PDF she handed in, and the log names what was downloaded and by whom.
  const documents = page.getByRole('list', { name: 'Documents' });
  await expect(
    documents.getByText('Upload for the task “Upload your nursing Basic Life Support (BLS) card”'),
  ).toBeVisible();
  await expect(
    documents.getByText('Signed consent form “Authorization to release credentialing information”'),
  ).toBeVisible();
  const card = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download PriyaRamanBLSCard.pdf' }).click();
  const cardFile = await card;
  expect(cardFile.suggestedFilename()).toBe('PriyaRamanBLSCard.pdf');
  const cardBytes = await new Promise<Buffer>((resolve, reject) => {
    void cardFile.createReadStream().then((stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', reject);
    });
  });
  expect(cardBytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(cardBytes.toString('latin1')).toContain('Priya Raman');
  await expect(page.getByText('PriyaRamanBLSCard.pdf is downloaded.')).toBeVisible();
  await checkPage(page, 360);
  // Opened again after a reload (the panel is read once per page, decision 051), the log says who downloaded
  // what.
  await page.reload();
  await share.getByRole('button', { name: 'Open the share of Priya Raman' }).click();
  await expect(
    page.getByText(/^PriyaRamanBLSCard\.pdf downloaded by Riverside Health credentialing reviewer, /),
  ).toBeVisible();

  // The expiring license is among the expirables within 60 days.
  const within60 = page.getByRole('list', { name: 'Within 60 days' });
  await expect(within60.getByText('WI RN license 301872-30, Priya Raman')).toBeVisible();
  // Work verifications: Riley Carter's signed one (seeded) with its PDF to download.
  const signed = page
    .getByRole('list', { name: 'Work verifications' })
    .getByRole('listitem')
    .filter({ hasText: 'Lakeview Medical Center' })
    .first();
  await expect(signed.getByText('Signed', { exact: true })).toBeVisible();
  const pdf = page.waitForEvent('download');
  await signed.getByRole('button', { name: /^Download the signed PDF of Riley Carter/ }).click();
  expect((await pdf).suggestedFilename()).toMatch(/^work-verification-[0-9a-f-]{36}\.pdf$/);
  await checkPage(page, 360);

  await page.setViewportSize({ width: 1280, height: 900 });
  await checkPage(page, 1280);
});
