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
  finishEnrollment,
  ncsbnFromNursys,
  otherNames,
  removeLicenseRow,
  signUp,
  verifyIdentityHere,
} from './support/enroll-professional';
import {
  expectEnrolmentFinished,
  expectPersonalStepsSaved,
  expectReviewAfterReload,
} from './support/enroll-readback';

// A registered nurse from the offline Nursys sample (apps/server/src/adapters/nursys/data): NCSBN id 64825791
// holds active RN licenses in Oregon and Washington and an APRN license in Washington. The last name starts
// with "Pass", which the identity sandbox verifies (apps/server/src/adapters/identity/README.md).
test('a new registered nurse enrols through the NCSBN path with the keyboard, resumes after a reload, and verifies identity', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const last4 = String(stamp).slice(-4);
  const email = `rn.enrol.${stamp}@credence.test`;
  const password = 'Lantern-Harbor-42';
  await signUp(page, { email, first: 'Olivia', last: 'Passmore', password });

  await chooseProviderType(page, 'Registered Nurse');
  await enterName(page, { first: 'Olivia', last: 'Passmore' });
  await enterDateOfBirth(page, '1988-11-02');
  await enterPlaceOfBirth(page, { country: 'United States', state: 'Washington' });
  await enterCitizenship(page, ['United States']);
  await enterSsn(page, '587-65-4321');
  await enterAddress(page, { line1: '325 Pine Street', city: 'Seattle', state: 'Washington', zip: '98101' });
  await confirmMobileNumber(page, `206555${last4}`);
  await next(page);

  // An RN has no NPI: the NCSBN id comes straight after the personal steps. A reload comes back to it.
  await atStep(page, 'NCSBN ID', /\/enroll$/);
  await page.reload();
  await expect(stepHeading(page, 'NCSBN ID')).toBeVisible();

  // Nursys' three active licenses, by state; the APRN license is not this enrolment's, so it is removed.
  await ncsbnFromNursys(page, {
    id: '64825791',
    found: ['201812345RN', 'AP60123456', 'RN60123456'],
    next: 'Other names',
    beforeNext: async () => {
      await removeLicenseRow(page, 2);
      await expect(page.getByRole('textbox', { name: /^License number/ })).toHaveCount(2);
    },
  });
  await otherNames(page, { next: 'Review' });

  const review = page.getByRole('main');
  await expect(review.getByText('Registered Nurse (RN)')).toBeVisible();
  await expect(review.getByText('Nursing license: OR 201812345RN')).toBeVisible();
  await expect(review.getByText('Nursing license: WA RN60123456')).toBeVisible();
  await expect(review.getByText(/WA AP60123456/)).toHaveCount(0);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/enroll-rn-review.png', fullPage: true });

  // Everything saved through the real API comes back after a reload: each personal step, then the review.
  await expectPersonalStepsSaved(page, {
    dateOfBirth: '1988-11-02',
    country: 'United States',
    state: 'Washington',
    citizenship: ['United States'],
    address: { line1: '325 Pine Street', city: 'Seattle', state: 'Washington', zip: '98101' },
    phone: `(206) 555-${last4}`,
  });
  await expectReviewAfterReload(page, {
    'Provider type': ['Registered Nurse (RN)'],
    Name: ['Olivia Passmore'],
    'Date of birth': ['1988-**-**'],
    'Place of birth': ['Washington, United States'],
    Citizenship: ['United States'],
    'Social security number': ['***-**-4321'],
    'Home address': ['325 Pine Street', 'Seattle, WA 98101'],
    'Mobile number': [`(206) 555-${last4} (confirmed)`],
    'NCSBN ID': ['NCSBN ID: 64825791', 'Nursing license: OR 201812345RN', 'Nursing license: WA RN60123456'],
    'Other names': ['No other names'],
  });
  await finishEnrollment(page);
  await expectEnrolmentFinished(page, request, baseURL!, { email, password, welcome: 'Welcome, Olivia' });

  // The identity verification view: the sandbox verifies a "Pass…" applicant.
  await verifyIdentityHere(page, 'Your identity is verified.');
});
