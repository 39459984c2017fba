import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { firstLink, latestMailTo } from './support/outbox';
import { signInThroughEntry } from './support/sign-in';

// Work verification (issue 16; decision 039). Riley Carter, the demo clinician of
// apps/server/src/db/seed-work-verifications.ts, has three positions under the demo requirement (which wants
// work history verified): one signed, one pending, and Madison General Hospital with no verifier yet. The
// clinician names a verifier for it; the verifier opens the e-mailed link in a fresh browser context (no
// account), fills the form and signs; the clinician then sees "Signed by verifier"; the link no longer
// works; the signed PDF opens and holds the record; the clinician finds it as a work_verification offer and
// accepts it, and the request shows verified.
const clinician = { email: 'demo.verifications@credence.test', password: 'Wallet-Demo-2026' };
const REQUIREMENT = 'a3c5e7f9-1b2d-4f6a-8c0e-2d4f6a8c0e1b';
const VERIFIER = { name: 'Alex Moreno', email: `verifier.${Date.now()}@madisongeneral.test` };
const POSITION = 'Clinical nurse, Madison General Hospital';

/**
 * Signs in and follows the dashboard's link to the work history. Resume, history, affiliations and references
 * are complete, so the flow opens at the verifications step while a position has no verifier; once every
 * position has one it opens at the completion screen, and Next from the history walks to the step.
 */
async function openVerifications(page: Page) {
  await signInThroughEntry(page, clinician.email, clinician.password);
  await page.getByRole('link', { name: 'Work history for Riverside Health' }).click();
  await expect(page).toHaveURL(new RegExp(`/professional-history/${REQUIREMENT}`));
  const step = page.getByRole('heading', { level: 2, name: 'Verifications' });
  const done = page.getByRole('heading', { name: 'Your professional history is complete' });
  await expect(step.or(done)).toBeVisible();
  if (await done.isVisible()) {
    await page.getByRole('button', { name: 'Review your work history' }).click();
    for (const next of ['Affiliations', 'References', 'Verifications']) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { level: 2, name: next })).toBeVisible();
    }
  }
  await expect(page).toHaveURL(new RegExp(`/professional-history/${REQUIREMENT}/verifications$`));
  await expect(step).toBeVisible();
}

test('a clinician asks for a verification, the verifier signs it, the clinician sees it signed', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await openVerifications(page);
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: POSITION }) });
  await expect(item.getByText('No verifier yet')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Lakeview Medical Center' }).getByText('Signed by verifier'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Name the verifier by keyboard-reachable controls and send.
  await item.getByRole('button', { name: `Name a verifier for ${POSITION}` }).click();
  await item.getByRole('textbox', { name: /Verifier's full name/ }).fill(VERIFIER.name);
  await item.getByRole('textbox', { name: /Verifier's email/ }).fill(VERIFIER.email);
  await expectNoAxeViolations(page);
  await item.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We emailed ${VERIFIER.name}` })).toBeVisible();
  await expect(item.getByText('Verification pending')).toBeVisible();
  // Nothing is wider than the 360 px screen (a long e-mail address wraps).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The verifier: a fresh browser context, the link from the outbox.
  const link = firstLink(await latestMailTo(VERIFIER.email));
  expect(link).toContain('/work_verification?token=');
  const verifierContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const verifier = await verifierContext.newPage();
  const opened = await verifier.goto(link);
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(verifier.getByRole('heading', { level: 1, name: 'Work verification' })).toBeVisible();
  await expect(verifier.getByText('Riley Carter has asked you to confirm')).toBeVisible();
  await expectNoAxeViolations(verifier);

  // Submitting empty answers shows what is missing, each at its field.
  await verifier.getByRole('button', { name: 'Sign and submit' }).click();
  await expect(verifier.getByRole('alert').first()).toBeVisible();
  await expectNoAxeViolations(verifier);

  const question = (name: RegExp) => verifier.getByRole('group', { name });
  await question(/good standing/)
    .getByRole('radio', { name: 'Yes' })
    .check();
  await question(/privileges or employment/)
    .getByRole('radio', { name: 'No' })
    .check();
  await question(/disciplinary action/)
    .getByRole('radio', { name: 'No' })
    .check();
  await question(/drug or alcohol/)
    .getByRole('radio', { name: 'No' })
    .check();
  await question(/physical or mental condition/)
    .getByRole('radio', { name: 'No' })
    .check();
  await verifier.getByRole('textbox', { name: /Your title/ }).fill('Nurse manager, Cardiology');
  await verifier.getByRole('textbox', { name: /liability carrier/ }).fill('Coverys');
  await verifier.getByRole('checkbox', { name: 'I agree to sign electronically' }).check();
  await verifier.getByRole('textbox', { name: /Type your full name to sign/ }).fill(VERIFIER.name);
  await verifier.getByRole('checkbox', { name: /I attest that the information above/ }).check();
  await verifier.getByRole('button', { name: 'Sign and submit' }).click();
  await expect(
    verifier.getByRole('heading', { level: 1, name: 'Thank you. The verification is signed.' }),
  ).toBeVisible();
  await expectNoAxeViolations(verifier);

  // The signed PDF opens and holds the record.
  const download = verifier.getByRole('link', { name: 'Download the signed record (PDF)' });
  const href = await download.getAttribute('href');
  const pdf = await verifier.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const [popup] = await Promise.all([verifier.waitForEvent('popup'), download.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toContain('/api/work_verification_document');
  // The record's text is in the PDF's content (pdf-lib writes it with the standard font, hex-encoded).
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  for (const value of [
    'Madison General Hospital',
    'Clinical nurse',
    'Nurse manager, Cardiology',
    'Coverys',
    VERIFIER.name,
  ])
    expect(text).toContain(value);

  // The link no longer works.
  const again = await verifierContext.newPage();
  await again.goto(link);
  await expect(again.getByRole('main').getByRole('alert')).toContainText(
    'This verification link is no longer valid.',
    { timeout: 20_000 },
  );
  await expectNoAxeViolations(again);
  await verifierContext.close();

  // The clinician sees it signed (signed in afresh, at 1280 px).
  const laterContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const later = await laterContext.newPage();
  await openVerifications(later);
  const signed = later.getByRole('listitem').filter({ has: later.getByRole('heading', { name: POSITION }) });
  await expect(signed.getByText('Signed by verifier')).toBeVisible();
  await expectNoAxeViolations(later);

  // The signed verification is a work_verification offer in the wallet (decision 042): the verifier's
  // answers, evidence from the verifier. Accepting it marks the request verified.
  const OFFER = 'Work verification, Madison General Hospital';
  await later.goto('/verified-source-review');
  const offer = later.getByRole('article', { name: OFFER });
  await expect(offer).toBeVisible();
  await expect(offer.getByText(/From the institution's verifier, checked/)).toBeVisible();
  await expect(offer.getByText('Nurse manager, Cardiology')).toBeVisible();
  await expect(offer.getByText('Coverys')).toBeVisible();
  await expect(offer.getByRole('button', { name: /Dispute this credential/ })).toHaveCount(0);
  await expectNoAxeViolations(later);
  await offer.getByRole('checkbox', { name: /I have reviewed this information/ }).check();
  await offer.getByRole('button', { name: /^Accept/ }).click();
  await expect(offer).toBeHidden();
  await later.goto(`/professional-history/${REQUIREMENT}/verifications`);
  const verified = later
    .getByRole('listitem')
    .filter({ has: later.getByRole('heading', { name: POSITION }) });
  await expect(verified.getByText('Verified', { exact: true })).toBeVisible();
  await later.goto('/credentials');
  await expect(later.getByRole('heading', { name: OFFER })).toBeVisible();
  await expectNoAxeViolations(later);
  await laterContext.close();
});
