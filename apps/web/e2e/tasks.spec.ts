import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughEntry } from './support/sign-in';

// Issue 15 (decision 048): Dana Kim (demo.tasks@credence.test, no other journey signs in as her) has Riverside
// Health's consent form to sign, so sign-in stops at /intro; then she answers the professional disclosure
// questions with a "Yes" that demands an explanation, and completes the BLS card task with an upload whose
// progress bar moves. Every page passes axe, and fits 360 px.

const dana = { email: 'demo.tasks@credence.test', password: 'Wallet-Demo-2026' };

const pdfOfSize = (size: number) => {
  const head = Buffer.from('%PDF-1.4\n% Credence journey BLS card\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20), Buffer.from('\n%%EOF\n')]);
};

async function fitsNarrow(page: Page, shot: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/tasks-web-shots/${shot}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `/tmp/tasks-web-shots/${shot}-1280.png`, fullPage: true });
}

test('sign the consent form on /intro, answer a disclosure "Yes" with its explanation, upload a document', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughEntry(page, dana.email, dana.password);

  // 000 §2 rule 2: a required consent form outstanding sends her to /intro.
  await expect(page).toHaveURL(/\/intro$/, { timeout: 30_000 });
  const step = page.getByRole('heading', {
    level: 2,
    name: 'Authorization to release credentialing information',
  });
  await expect(step).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await fitsNarrow(page, 'intro');
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(
    page.getByText('Please tick the box to confirm you have read the attestation.').first(),
  ).toBeVisible();
  await page.getByLabel('Signature (your full name)').fill('Dana Kim');
  await page.getByLabel('I have read the consent form and I agree to sign it electronically.').check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText(/^Signed on \d{4}-\d{2}-\d{2}\.$/)).toBeVisible();
  // The signed PDF opens in a new tab (fetched with the session's token, shown from memory).
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: /Open the signed PDF/ }).click();
  const pdfTab = await opened;
  expect(pdfTab.url()).toMatch(/^blob:/);
  await pdfTab.close();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Enrolment finished: on to the action center, which hands over to the dashboard; tasks are links now.
  await expect(page).toHaveURL(/\/v3\/dashboard$/, { timeout: 30_000 });
  const tasks = page.getByRole('region', { name: 'Your tasks' });
  await tasks.getByRole('link', { name: 'Answer the professional disclosure questions' }).click();
  await expect(page).toHaveURL(/\/supplementary-tasks\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Answer the professional disclosure questions' }),
  ).toBeVisible({ timeout: 30_000 });

  // A "Yes" demands an explanation before Next moves on (001 §5), and the date it last happened.
  await expect(page.getByText('Question 1 of 8')).toBeVisible();
  await page.getByLabel('Yes', { exact: true }).check();
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(
    page
      .getByText(
        'Please give a written explanation or upload a document for every "Yes" answer before continuing.',
      )
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await fitsNarrow(page, 'question-task');
  await page.getByLabel('Explanation').fill('One claim in 2020, dismissed without payment.');
  await page.getByLabel(/When did this last happen/).pressSequentially('20200310');
  await page.getByRole('button', { name: 'Next question' }).click();
  for (let n = 2; n <= 8; n++) {
    await expect(page.getByText(`Question ${n} of 8`)).toBeVisible();
    await page.getByLabel('No', { exact: true }).check();
    await page.getByRole('button', { name: n === 8 ? 'Submit' : 'Next question' }).click();
  }
  await expect(page.getByText('You submitted this task. It can no longer be changed.')).toBeVisible();
  await expect(page.getByText('One claim in 2020, dismissed without payment.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The document task: upload the BLS card with the progress bar moving, then submit.
  await page.getByRole('link', { name: 'Upload your Basic Life Support (BLS) card' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Upload your Basic Life Support (BLS) card' }),
  ).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 2 * 1024 * 1024,
  });
  await page.getByLabel('Add File').setInputFiles({
    name: 'BLS card.pdf',
    mimeType: 'application/pdf',
    buffer: pdfOfSize(5_000_000),
  });
  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('value').catch(() => '100')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect(bar).toHaveCount(0, { timeout: 90_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByText('Document: BLScard.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('You submitted this task. It can no longer be changed.')).toBeVisible();
  await expectNoAxeViolations(page);

  // /task lists them: the sign-and-submit list first, then Riverside's supplementary tasks.
  await page.goto('/task');
  await expect(page.getByRole('heading', { level: 1, name: 'Your tasks' })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Sign and submit' })
      .getByRole('link', { name: 'Attest to your immunization status' }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Tasks from Riverside Health' }).getByText('Submitted'),
  ).toHaveCount(2);
  await expectNoAxeViolations(page);
  await fitsNarrow(page, 'task-list');
});
