import { readFile } from 'node:fs/promises';
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
  finishEnrollment,
  ncsbnFromNursys,
  otherNames,
  removeLicenseRow,
  verifyIdentityHere,
} from './support/enroll-professional';
import { firstLink, latestMailTo } from './support/outbox';
import { signInThroughEntry } from './support/sign-in';

// Issue 18's "Done when", whole, through the screens (decision 059). Riverside Health's administrator signs
// in on the administrator login, creates a requirement set asking for the nursing license and one document
// task, and invites a new nurse by e-mail. She opens the invitation from the outbox, creates her account,
// confirms her address, accepts, signs Riverside's consent form and enrols (the RN path, with the NCSBN id
// of Grace Whitehorse in the shipped Nursys sample, so the verification job really verifies her New Mexico
// license), verifies her identity (the sandbox verifies a last name starting with "Pass"), accepts the
// verified license into her wallet, completes the task staff assigned her, and shares with Riverside on
// /share. Staff see the share verified (every check of the outside verifier's code passed), download the
// FHIR bundle and mark the file reviewed; and among the expirables is a license expiring within 60 days
// (Priya Raman's, seeded to expire 45 days after seeding, once she has shared).
const admin = { email: 'credentialing@riverside.test', password: 'Console-Demo-2026' };
const stamp = Date.now();
const SET = `Nursing license and TB test ${stamp}`;
const TASK = 'Upload your TB test result';
const person = {
  email: `grace.${stamp}@credence.test`,
  first: 'Grace',
  last: 'Passwhitehorse',
  password: 'Journey-Pass-2026!',
};
const fullName = `${person.first} ${person.last}`;
const LICENSE = 'NM RN license RN-74125';
// The demo nurse of apps/server/src/db/seed-console-share.ts, ready to share with Riverside.
const priya = { email: 'demo.console-share@credence.test', password: 'Wallet-Demo-2026' };
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function checkPage(page: Page, width = 1280) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoAxeViolations(page);
}

/** From the dashboard through /share: the checklist (ready), the disclosure, the attestation, the signature. */
async function shareWithRiverside(page: Page, name: string) {
  await page.getByRole('link', { name: 'Share with Riverside Health' }).click();
  await expect(page).toHaveURL(/\/share\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Ready to share' })).toBeVisible();
  await checkPage(page, page.viewportSize()!.width);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/^Purpose: /)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Attestation' })).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Signature' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill(name);
  await page
    .getByRole('checkbox', { name: 'I have read the attestation and sign it with my full name.' })
    .check();
  await page.getByRole('button', { name: 'Share with Riverside Health' }).click();
  await expect(page.getByText('Your credentials have been shared.')).toBeVisible();
}

test("issue 18's done-when: set, invitation, enrolment, tasks, share, verified, FHIR bundle, file reviewed, expirables", async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Staff sign in on the administrator login.
  await signInThroughEntry(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Go to the administrator login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organization console' })).toBeVisible();

  // A requirement set: registered nurses, the nursing license, one document task required before sharing.
  await page.getByRole('link', { name: 'Requirement sets' }).click();
  await page.getByRole('link', { name: 'New requirement set' }).click();
  await page.getByLabel('Name', { exact: true }).fill(SET);
  await page.getByLabel('RN', { exact: true }).check();
  await page.getByLabel('Nursing license', { exact: true }).check();
  await page.getByRole('button', { name: 'Add a task template' }).click();
  await page.getByLabel('Task 1: name').fill(TASK);
  await checkPage(page);
  await page.getByRole('button', { name: 'Create the requirement set' }).click();
  await expect(page.getByRole('heading', { level: 1, name: SET })).toBeVisible();

  // Invite the new nurse by e-mail with it.
  await page.getByRole('link', { name: 'All requirement sets' }).click();
  await page.getByRole('link', { name: 'Back to the console' }).click();
  const inviteForm = page.getByRole('region', { name: 'Invite a clinician' });
  await inviteForm.getByRole('textbox', { name: 'Email address' }).fill(person.email);
  await inviteForm.getByRole('textbox', { name: 'First name (optional)' }).fill(person.first);
  await inviteForm.getByRole('textbox', { name: 'Last name (optional)' }).fill(person.last);
  await inviteForm.getByLabel('Requirement set').selectOption({ label: SET });
  await inviteForm.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(inviteForm.getByRole('status')).toHaveText(`Invitation sent to ${person.email}.`);

  // The nurse opens the invitation's link from the outbox, creates an account and confirms her address.
  const invitation = new URL(firstLink(await latestMailTo(person.email)));
  const clinicianContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const clinician = await clinicianContext.newPage();
  await clinician.goto(invitation.pathname + invitation.search);
  await clinician.getByRole('button', { name: 'Sign in' }).click();
  await clinician.getByRole('link', { name: 'New to Credence? Create an account' }).click();
  await clinician.getByLabel('Email address').fill(person.email);
  await clinician.getByLabel('First name').fill(person.first);
  await clinician.getByLabel('Last name').fill(person.last);
  await clinician.getByLabel('Password', { exact: true }).fill(person.password);
  await clinician.getByLabel('Confirm your password').fill(person.password);
  await clinician.getByRole('button', { name: 'Create account' }).click();
  await expect(clinician).toHaveURL(/\/accept-invite\?invite_id=/);
  const acceptUrl = new URL(clinician.url());
  await clinician.goto(firstLink(await latestMailTo(person.email)));
  await expect(clinician.getByRole('heading', { name: 'Your email address is confirmed' })).toBeVisible();

  // She accepts; going on leads her to Riverside's consent form, then into enrolment.
  await clinician.goto(acceptUrl.pathname + acceptUrl.search);
  await clinician.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(clinician.getByRole('main').getByRole('status')).toHaveText(
    'You have joined Riverside Health.',
  );
  await checkPage(clinician, 360);
  await clinician.getByRole('button', { name: 'Continue' }).click();
  await expect(clinician).toHaveURL(/\/intro$/);
  await clinician.getByLabel('Signature (your full name)').fill(fullName);
  await clinician.getByLabel('I have read the consent form and I agree to sign it electronically.').check();
  await clinician.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(clinician.getByText(/^Signed on \d{4}-\d{2}-\d{2}\.$/)).toBeVisible();
  await clinician.getByRole('button', { name: 'Continue' }).click();

  // The enrolment wizard: the RN path, with the NCSBN id Nursys knows; the APRN license is not this one's.
  await chooseProviderType(clinician, 'Registered Nurse');
  await enterName(clinician, { first: person.first, last: person.last });
  await enterDateOfBirth(clinician, '1984-04-09');
  await enterPlaceOfBirth(clinician, { country: 'United States', state: 'New Mexico' });
  await enterCitizenship(clinician, ['United States']);
  await enterSsn(clinician, '585-44-1290');
  await enterAddress(clinician, {
    line1: '410 Canyon Road',
    city: 'Santa Fe',
    state: 'New Mexico',
    zip: '87501',
  });
  await confirmMobileNumber(clinician, `505555${String(stamp).slice(-4)}`);
  await next(clinician);
  await atStep(clinician, 'NCSBN ID', /\/enroll$/);
  await ncsbnFromNursys(clinician, {
    id: '53714680',
    found: ['CNM-0457', 'RN-74125'],
    next: 'Other names',
    beforeNext: async () => {
      await removeLicenseRow(clinician, 1);
      await expect(clinician.getByRole('textbox', { name: /^License number/ })).toHaveCount(1);
    },
  });
  await otherNames(clinician, { next: 'Review' });
  await expect(clinician.getByRole('main').getByText('Nursing license: NM RN-74125')).toBeVisible();
  await finishEnrollment(clinician);

  // Her identity, then the verified license into the wallet: the Nursys job verifies it in the background.
  await verifyIdentityHere(clinician, 'Your identity is verified.');
  const offers = clinician.getByRole('main').getByRole('article');
  const license = offers.filter({ hasText: LICENSE });
  await expect
    .poll(
      async () => {
        await clinician.goto('/verified-source-review');
        await expect(
          clinician.getByRole('heading', { level: 1, name: 'Review your verified information' }),
        ).toBeVisible();
        return license.count();
      },
      { timeout: 120_000, intervals: [2_000, 5_000] },
    )
    .toBe(1);
  await license.getByRole('checkbox', { name: /I have reviewed this information/ }).check();
  await license.getByRole('button', { name: /^Accept/ }).click();
  await expect(license).toHaveCount(0);

  // Staff assign the task from her file.
  await page.getByRole('link', { name: 'Requirement sets' }).click();
  await page.getByRole('link', { name: 'Back to the console' }).click();
  await page
    .getByRole('list', { name: 'Clinicians' })
    .getByRole('link', { name: `Open the file of ${fullName}` })
    .click();
  await expect(page.getByText(`Requirement set: ${SET}`)).toBeVisible();
  await page.getByLabel('Task template to assign').selectOption({ label: TASK });
  await page.getByRole('button', { name: 'Assign the task' }).click();
  await expect(page.getByText(`“${TASK}” assigned; the clinician has been notified.`)).toBeVisible();

  // She completes it from her dashboard.
  await clinician.goto('/action-center');
  const tasks = clinician.getByRole('region', { name: 'Your tasks' });
  await tasks.getByRole('link', { name: TASK }).click();
  await clinician
    .getByLabel('Add File')
    .setInputFiles({ name: 'TB test.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(clinician.getByText('Document: TBtest.pdf')).toBeVisible();
  await clinician.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(clinician.getByText('You submitted this task. It can no longer be changed.')).toBeVisible();

  // And shares with Riverside on /share.
  await clinician.goto('/action-center');
  await shareWithRiverside(clinician, fullName);

  // Priya Raman, whose license expires 45 days after seeding, shares with Riverside too.
  const priyaContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const priyaPage = await priyaContext.newPage();
  await signInThroughEntry(priyaPage, priya.email, priya.password);
  await shareWithRiverside(priyaPage, 'Priya Raman');
  await priyaContext.close();

  // Staff see the share verified and download its FHIR bundle.
  await page.goto('/admin');
  const share = page
    .getByRole('list', { name: 'Received shares' })
    .getByRole('listitem')
    .filter({ hasText: fullName });
  await share.getByRole('button', { name: `Open the share of ${fullName}` }).click();
  await expect(page.getByRole('heading', { name: `Share of ${fullName}` })).toBeVisible();
  await expect(page.getByText('Verified: every check passed.')).toBeVisible();
  await expect(page.getByRole('list', { name: `Checks of ${LICENSE}` }).getByText('Passed')).toHaveCount(5);
  await checkPage(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the FHIR bundle' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^share-[0-9a-f-]{36}\.fhir\.json$/);
  const bundle = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    resourceType: string;
    type: string;
  };
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  await expect(page.getByText('The FHIR bundle is downloaded.')).toBeVisible();

  // And mark her file reviewed.
  await page
    .getByRole('list', { name: 'Clinicians' })
    .getByRole('link', { name: `Open the file of ${fullName}` })
    .click();
  await page.getByRole('button', { name: `Mark the file of ${fullName} reviewed` }).click();
  await expect(page.getByText(`The file of ${fullName} is marked reviewed.`)).toBeVisible();
  await expect(page.getByText(/^File reviewed .* by Riverside Health credentialing/)).toBeVisible();
  await checkPage(page);

  // Among the expirables: Priya Raman's license, within 60 days.
  await page.getByRole('link', { name: 'Back to the console' }).click();
  const within60 = page.getByRole('list', { name: 'Within 60 days' });
  await expect(within60.getByText('WI RN license 301872-30, Priya Raman')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await checkPage(page, 360);
  await clinicianContext.close();
});
