import { expect, test } from '@playwright/test';
import {
  atStep,
  chooseProviderType,
  confirmMobileNumber,
  enterAddress,
  enterCitizenship,
  enterDateOfBirth,
  enterName,
  enterPlaceOfBirth,
  enterSsn,
  next,
  stepHeading,
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
import {
  expectEnrolmentFinished,
  expectPersonalStepsSaved,
  expectReviewAfterReload,
} from './support/enroll-readback';

// A nurse practitioner from the offline NPPES and Nursys samples (apps/server/src/adapters/*/data):
// NPI 1588472039 and NCSBN id 20481357 are Maria Luisa Delgado-Reyes, formerly Delgado.
test('a new nurse practitioner enrols with the keyboard, prefilled from NPPES and Nursys, and resumes after a reload', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const last4 = String(stamp).slice(-4);
  const phone = `916555${last4}`;
  const email = `np.enrol.${stamp}@credence.test`;
  const password = 'Lantern-Harbor-42';
  await signUp(page, { email, first: 'Maria', last: 'Delgado', password });

  await chooseProviderType(page, 'Nurse Practitioner');
  await enterName(page, { first: 'Maria', last: 'Delgado' });
  await enterDateOfBirth(page, '1980-05-17');
  await enterPlaceOfBirth(page, { country: 'United States', state: 'California' });
  await enterCitizenship(page, ['United States']);
  await enterSsn(page, '123-45-6789');
  await enterAddress(page, { line1: '12 Harbor Way', city: 'Sacramento', state: 'California', zip: '95816' });
  await confirmMobileNumber(page, phone);
  await next(page);

  // NPPES knows this NPI under another last name: the difference is pointed out; the NPPES name is chosen,
  // and the specialty and the nursing license it lists come ticked.
  await atStep(page, 'NPI', /\/enroll$/);
  await npiWithPrefill(page, {
    npi: '1588472039',
    record: 'Maria Luisa Delgado-Reyes, APRN, FNP-C',
    mismatch:
      'The name in NPPES, Maria Luisa Delgado-Reyes, is not the name you entered, Maria Delgado. Choose the NPPES name below to use it, or keep yours.',
    tick: [/^Name: Maria Luisa Delgado-Reyes/],
    next: 'NCSBN ID',
  });
  // Nursys lists the active RN license beside the APRN license NPPES already gave; the expired one is left out.
  await ncsbnFromNursys(page, { id: '20481357', found: ['95012', '612345'], next: 'Specialty' });

  // The specialty came from NPPES: it is shown chosen.
  await specialty(page, { chosen: 'Family Nurse Practitioner (363LF0000X)', next: 'DEA registration' });

  // Closing the tab loses nothing: a reload resumes at the first unfinished step.
  await page.reload();
  await expect(stepHeading(page, 'DEA registration')).toBeVisible();
  await expect(page).toHaveURL(/\/enroll$/);

  // FSMB has no DEA registration for this NPI: it is typed by hand.
  await expect(
    page.getByText('FSMB lists no DEA registration for your NPI. Add yours below, or tell us you hold none.'),
  ).toBeVisible();
  await addLicenseRow(page, {
    add: 'Add a DEA registration',
    index: 1,
    state: 'California',
    number: 'MD1234563',
    numberLabel: 'DEA number',
  });
  await nextTo(page, 'Other names');
  await otherNames(page, { add: 'Maria Delgado', next: 'Review' });

  const review = page.getByRole('main');
  await expect(review.getByText('Maria Luisa Delgado-Reyes')).toBeVisible();
  await expect(review.getByText('Family Nurse Practitioner (363LF0000X)')).toBeVisible();
  // The review names each license's type and shows the DEA number masked, as the server answers it
  // (decisions 025 and 029).
  await expect(review.getByText('DEA registration: CA *****4563')).toBeVisible();
  await expect(review.getByText('MD1234563')).toHaveCount(0);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/enroll-np-review.png', fullPage: true });

  // Everything saved through the real API comes back after a reload: each personal step, then the review.
  await expectPersonalStepsSaved(page, {
    dateOfBirth: '1980-05-17',
    country: 'United States',
    state: 'California',
    citizenship: ['United States'],
    address: { line1: '12 Harbor Way', city: 'Sacramento', state: 'California', zip: '95816' },
    phone: `(916) 555-${last4}`,
  });
  await expectReviewAfterReload(page, {
    'Provider type': ['Nurse Practitioner (NP)'],
    Name: ['Maria Luisa Delgado-Reyes'],
    'Date of birth': ['1980-**-**'],
    'Place of birth': ['California, United States'],
    Citizenship: ['United States'],
    'Social security number': ['***-**-6789'],
    'Home address': ['12 Harbor Way', 'Sacramento, CA 95816'],
    'Mobile number': [`(916) 555-${last4} (confirmed)`],
    NPI: ['1588472039'],
    Specialty: ['Family Nurse Practitioner (363LF0000X)'],
    'DEA registration': ['DEA registration: CA *****4563'],
    'Other names': ['Maria Delgado'],
  });
  await finishEnrollment(page);
  await expectEnrolmentFinished(page, request, baseURL!, { email, password, welcome: 'Welcome, Maria' });
});
