import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { latestMailTo } from './outbox';

// One function per wizard step, keyboard only: each waits for its step's heading, checks the page with axe,
// answers, and moves on with Next. Controls are reached with focus() and worked with the keyboard.

export const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

/** Waits for the step, then checks it with axe. */
export async function atStep(page: Page, name: string, url?: RegExp) {
  await expect(stepHeading(page, name)).toBeVisible();
  if (url) await expect(page).toHaveURL(url);
  await expectNoAxeViolations(page);
}

export async function next(page: Page) {
  await page.getByRole('button', { name: 'Next', exact: true }).press('Enter');
}

/** A closed select takes typed letters like a list box: the first option starting with them is chosen. */
async function choose(page: Page, label: string, text: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await select.focus();
  await page.keyboard.type(text);
  await expect(select.locator('option:checked')).toHaveText(text);
}

export async function chooseProviderType(page: Page, long: string) {
  await atStep(page, 'Provider type', /\/enroll$/);
  await page.getByRole('radio', { name: new RegExp(`^${long} \\(`) }).focus();
  await page.keyboard.press('Space');
  await next(page);
}

export async function enterName(page: Page, { first, last }: { first: string; last: string }) {
  await atStep(page, 'Name', /\/enroll\/name$/);
  await page.getByRole('textbox', { name: 'First name' }).fill(first);
  await page.getByRole('textbox', { name: 'Last name' }).fill(last);
  await next(page);
}

export async function enterDateOfBirth(page: Page, date: string) {
  await atStep(page, 'Date of birth', /\/enroll\/dob$/);
  const field = page.getByRole('textbox', { name: 'Date of birth' });
  await field.focus();
  await page.keyboard.type(date.replaceAll('-', ''));
  await expect(field).toHaveValue(date);
  await next(page);
}

export async function enterPlaceOfBirth(page: Page, { country, state }: { country: string; state?: string }) {
  await atStep(page, 'Place of birth', /\/enroll\/pob$/);
  await choose(page, 'Country of birth', country);
  if (state) await choose(page, 'State of birth', state);
  await next(page);
}

export async function enterCitizenship(page: Page, countries: string[]) {
  await atStep(page, 'Citizenship', /\/enroll\/citizenship$/);
  for (const [index, country] of countries.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add another country' }).press('Enter');
    await choose(page, `Country of citizenship ${index + 1}`, country);
  }
  await next(page);
}

export async function enterSsn(page: Page, ssn: string) {
  await atStep(page, 'Social security number', /\/enroll\/ssn$/);
  await page.getByLabel('Digit 1 of 9').focus();
  await page.keyboard.type(ssn.replaceAll('-', ''));
  await next(page);
}

export interface HomeAddress {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  zip: string;
}

export async function enterAddress(page: Page, address: HomeAddress) {
  await atStep(page, 'Home address', /\/enroll\/address$/);
  const line1 = page.getByRole('combobox', { name: 'Address line 1' });
  await line1.fill(address.line1);
  // Suggestions may open; Escape closes them and keeps what was typed.
  await line1.press('Escape');
  if (address.line2) await page.getByRole('textbox', { name: /Address line 2/ }).fill(address.line2);
  await page.getByRole('textbox', { name: 'City' }).fill(address.city);
  await choose(page, 'State', address.state);
  await page.getByRole('textbox', { name: 'ZIP code', exact: true }).fill(address.zip);
  await next(page);
}

/** Sends a code to `phone` (10 digits), reads the text from the outbox, enters it and waits for the confirmation. */
export async function confirmMobileNumber(page: Page, phone: string) {
  await atStep(page, 'Mobile number', /\/enroll\/mobile-number$/);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).press('Enter');
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  await expectNoAxeViolations(page);
  const text = await latestMailTo(`+1${phone}`);
  const code = /\b(\d{6})\b/.exec(text.split('\n\n').slice(1).join('\n'))?.[1];
  if (!code) throw new Error('no code in the text message');
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Confirm code' }).press('Enter');
  await expect(page.getByText(/Your mobile number .* is confirmed\./).first()).toBeVisible();
  await expectNoAxeViolations(page);
}
