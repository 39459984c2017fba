import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  chooseProviderType,
  confirmMobileNumber,
  enterAddress,
  enterCitizenship,
  enterDateOfBirth,
  enterName,
  enterPlaceOfBirth,
  enterSsn,
  next,
  atStep,
} from './support/enroll';
import {
  addLicenseRow,
  finishEnrollment,
  ncsbnFromNursys,
  nextTo,
  npiWithPrefill,
  otherNames,
  signUp,
  specialty,
} from './support/enroll-professional';

/** No sideways scroll at this width, then a screenshot to look at. */
async function fitsAt(page: Page, width: number, shot: string) {
  await page.setViewportSize({ width, height: 900 });
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(size.scrollWidth, `sideways scroll at ${width} px`).toBeLessThanOrEqual(size.innerWidth);
  await page.screenshot({ path: `e2e-artifacts/screenshots/wallet-${shot}-${width}.png`, fullPage: true });
}

/** Both widths of the issue, and axe on each. */
async function checkPage(page: Page, shot: string) {
  for (const width of [360, 1280]) await fitsAt(page, width, shot);
  await expectNoAxeViolations(page);
}

// The nurse practitioner of the offline NPPES and Nursys samples (apps/server/src/adapters/*/data), as in
// enroll-np.spec.ts: NPI 1588472039 and NCSBN id 20481357 are Maria Luisa Delgado-Reyes.
test('a new NP enrols, reviews the offers (accepts several, disputes one), finds them on /credentials, and the dispute is answered', async ({
  page,
}) => {
  test.setTimeout(900_000);
  const stamp = Date.now();
  await signUp(page, {
    email: `np.wallet.${stamp}@credence.test`,
    first: 'Maria',
    last: 'Delgado',
    password: 'Lantern-Harbor-42',
  });
  await chooseProviderType(page, 'Nurse Practitioner');
  await enterName(page, { first: 'Maria', last: 'Delgado' });
  await enterDateOfBirth(page, '1980-05-17');
  await enterPlaceOfBirth(page, { country: 'United States', state: 'California' });
  await enterCitizenship(page, ['United States']);
  await enterSsn(page, '123-45-6789');
  await enterAddress(page, { line1: '12 Harbor Way', city: 'Sacramento', state: 'California', zip: '95816' });
  await confirmMobileNumber(page, `916556${String(stamp).slice(-4)}`);
  await next(page);
  await atStep(page, 'NPI', /\/enroll$/);
  await npiWithPrefill(page, {
    npi: '1588472039',
    record: 'Maria Luisa Delgado-Reyes, APRN, FNP-C',
    mismatch:
      'The name in NPPES, Maria Luisa Delgado-Reyes, is not the name you entered, Maria Delgado. Choose the NPPES name below to use it, or keep yours.',
    tick: [/^Name: Maria Luisa Delgado-Reyes/],
    next: 'NCSBN ID',
  });
  await ncsbnFromNursys(page, { id: '20481357', found: ['95012', '612345'], next: 'Specialty' });
  await specialty(page, { chosen: 'Family Nurse Practitioner (363LF0000X)', next: 'DEA registration' });
  await addLicenseRow(page, {
    add: 'Add a DEA registration',
    index: 1,
    state: 'California',
    number: 'MD1234563',
    numberLabel: 'DEA number',
  });
  await nextTo(page, 'Other names');
  await otherNames(page, { add: 'Maria Delgado', next: 'Review' });
  await finishEnrollment(page);

  // The header links the wallet's sections (behind the menu at this width).
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Review verified information' })
    .click();
  await expect(page).toHaveURL(/\/verified-source-review$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Review your verified information' }),
  ).toBeVisible();

  // The sources are checked by background jobs: the offers appear as they answer.
  const offers = page.getByRole('main').getByRole('article');
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(page.getByRole('progressbar')).toBeVisible();
        return offers.count();
      },
      { timeout: 120_000, intervals: [2_000, 5_000] },
    )
    .toBeGreaterThanOrEqual(3);
  const nppes = offers.filter({ hasText: 'From NPPES, checked' }).first();
  await expect(nppes).toBeVisible();
  await expect(nppes.getByRole('columnheader', { name: 'From the source' })).toBeVisible();
  await checkPage(page, 'review');

  // Dispute the NPPES offer with a reason.
  await nppes.getByRole('button', { name: /^Dispute this credential/ }).click();
  await nppes
    .getByRole('textbox', { name: /Why is this information wrong/ })
    .fill('My last name is Delgado.');
  await nppes.getByRole('textbox', { name: /Evidence/ }).fill('California BRN record 95012');
  await nppes.getByRole('button', { name: 'Send dispute' }).click();
  const disputes = page.getByRole('region', { name: 'Your disputes' });
  await expect(disputes).toBeVisible();

  // The attestation is required before an offer is accepted.
  const first = offers.first();
  await first.getByRole('button', { name: /^Accept/ }).click();
  await expect(first.getByText('Please confirm that you have reviewed this information.')).toBeVisible();

  // The dispute is answered by a new check of the source; the page reads the answer when it arrives. A
  // rejected dispute offers the item again, so the answer is awaited before the rest is accepted.
  await expect(disputes.getByText(/Dispute answered|Dispute upheld/)).toBeVisible({ timeout: 120_000 });

  // Accept every offer left.
  for (let left = await offers.count(); left > 0; left = await offers.count()) {
    const offer = offers.first();
    await offer.getByRole('checkbox', { name: /I have reviewed this information/ }).check();
    await offer.getByRole('button', { name: /^Accept/ }).click();
    await expect(offers).toHaveCount(left - 1);
  }
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('Your review is complete.')).toBeVisible();
  await checkPage(page, 'review-done');

  // The credentials, by category, with their states as words.
  await page.getByRole('link', { name: 'See your credentials' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your credentials' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Licenses' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Exclusion checks' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Identity' })).toBeVisible();
  // An exclusion credential says the spec's words.
  await expect(page.getByText('You are not on the federal sanctions list (OIG).')).toBeVisible();
  await expect(
    page
      .locator('.status-badge')
      .filter({ hasText: /Verified|Pending verification|Expires/ })
      .first(),
  ).toBeVisible();
  await checkPage(page, 'credentials');

  // The answered dispute is on the card of its credential too.
  await expect(page.getByText(/Dispute answered|Dispute upheld/).first()).toBeVisible();

  // The other wallet pages open, pass axe and fit at 360 and 1280 px.
  for (const [path, heading, shot] of [
    ['/personal-information', 'Personal information', 'personal-information'],
    ['/your-data', 'Your data', 'your-data'],
    ['/affiliations', 'Affiliations', 'affiliations'],
    ['/hospital-affiliations', 'Hospital affiliations', 'hospital-affiliations'],
    ['/documents', 'Documents', 'documents'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await checkPage(page, shot);
  }

  // /personal-information: each section's history of changes (decision 042); the address was typed by the
  // clinician during enrolment.
  await page.goto('/personal-information');
  const address = page.getByRole('region', { name: 'Home address' });
  await address.getByText('History of changes').click();
  const changes = address.getByRole('list', { name: 'Changes to Home address, newest first' });
  await expect(changes.getByRole('listitem').filter({ hasText: '12 Harbor Way' }).first()).toContainText(
    '(by you)',
  );
  await checkPage(page, 'personal-information-history');

  // The dashboard counts verified items and links each missing one to where it is added; the header links
  // every wallet section.
  await page.goto('/v3/dashboard');
  await expect(page.getByRole('img', { name: /^Wallet \d+% complete$/ })).toBeVisible();
  const still = page.getByRole('list', { name: 'Still to add:' });
  await expect(still.getByRole('link', { name: 'Verified identity' })).toHaveAttribute(
    'href',
    '/verify-identity',
  );
  await page.setViewportSize({ width: 360, height: 900 });
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const name of [
    'Credentials',
    'Review verified information',
    'Personal information',
    'Affiliations',
    'Documents',
    'Your data',
  ])
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
