import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
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
import { expectPersonalStepsSaved } from './support/enroll-readback';

const password = 'Lantern-Harbor-42';

test('a new clinician goes through the personal steps with the keyboard, reloads and resumes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `enroll.${stamp}@credence.test`;
  const last4 = String(stamp).slice(-4);
  const phone = `503555${last4}`;

  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'New to Credence? Create an account' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill('Nguyen');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm your password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // A new clinician starts at the provider type; a bad answer shows the error summary, focused.
  await atStep(page, 'Provider type', /\/enroll$/);
  await next(page);
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeFocused();
  await expectNoAxeViolations(page);
  await chooseProviderType(page, 'Nurse Practitioner');

  await enterName(page, { first: 'Avery', last: 'Nguyen' });
  await enterDateOfBirth(page, '1984-02-29');
  await enterPlaceOfBirth(page, { country: 'United States', state: 'Oregon' });
  await enterCitizenship(page, ['United States']);
  await enterSsn(page, '123-45-6789');

  // Closing the tab loses nothing: a reload comes back to the first unfinished step.
  await atStep(page, 'Home address', /\/enroll\/address$/);
  await page.reload();
  await expect(stepHeading(page, 'Home address')).toBeVisible();
  await expect(page).toHaveURL(/\/enroll\/address$/);
  // Back shows the saved SSN masked only.
  await page.getByRole('button', { name: 'Back', exact: true }).press('Enter');
  await atStep(page, 'Social security number', /\/enroll\/ssn$/);
  await expect(page.getByText('***-**-6789')).toBeVisible();
  await next(page);

  await enterAddress(page, { line1: '12 Harbor Way', city: 'Portland', state: 'Oregon', zip: '97201' });
  await confirmMobileNumber(page, phone);

  // Coming back later resumes after the finished personal steps (an NP's next step is the NPI).
  await page.goto('/enroll/name');
  await expect(stepHeading(page, 'Name')).toBeVisible();
  await page.goto('/enroll');
  await expect(stepHeading(page, 'NPI')).toBeVisible();
  await expect(page).toHaveURL(/\/enroll$/);

  // Each personal step shows, after a full page load, the value it saved through the real API.
  await expectPersonalStepsSaved(page, {
    dateOfBirth: '1984-02-29',
    country: 'United States',
    state: 'Oregon',
    citizenship: ['United States'],
    address: { line1: '12 Harbor Way', city: 'Portland', state: 'Oregon', zip: '97201' },
    phone: `(503) 555-${last4}`,
  });
});
