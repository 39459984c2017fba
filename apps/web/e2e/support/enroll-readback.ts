import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn } from './api-session';
import { atStep, stepHeading } from './enroll';

// Reading back what the wizard saved through the real API: after a reload (nothing left in the page's
// memory), every value is looked for as text written in the journey, never computed with the app's code.

/** The personal values as the steps show them once saved and read back. */
export interface SavedPersonalSteps {
  /** yyyy-mm-dd, as the date-of-birth field shows it. */
  dateOfBirth: string;
  country: string;
  /** The state of birth, when the country is the United States. */
  state?: string;
  citizenship: string[];
  address: { line1: string; city: string; state: string; zip: string };
  /** As the mobile-number field shows it, e.g. '(916) 555-0123'. */
  phone: string;
}

const selected = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label, exact: true }).locator('option:checked');

/**
 * Loads each personal step afresh (a full page load each) and checks the value it saved: the whole date of birth (the review shows it
 * masked), the place of birth, every citizenship, the address and the confirmed mobile number.
 */
export async function expectPersonalStepsSaved(page: Page, saved: SavedPersonalSteps): Promise<void> {
  await page.goto('/enroll/dob');
  await expect(stepHeading(page, 'Date of birth')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue(saved.dateOfBirth);

  await page.goto('/enroll/pob');
  await expect(stepHeading(page, 'Place of birth')).toBeVisible();
  await expect(selected(page, 'Country of birth')).toHaveText(saved.country);
  if (saved.state) await expect(selected(page, 'State of birth')).toHaveText(saved.state);

  await page.goto('/enroll/citizenship');
  await expect(stepHeading(page, 'Citizenship')).toBeVisible();
  for (const [index, country] of saved.citizenship.entries())
    await expect(selected(page, `Country of citizenship ${index + 1}`)).toHaveText(country);
  await expect(page.getByRole('combobox', { name: /^Country of citizenship/ })).toHaveCount(
    saved.citizenship.length,
  );

  await page.goto('/enroll/address');
  await expect(stepHeading(page, 'Home address')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Address line 1' })).toHaveValue(saved.address.line1);
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue(saved.address.city);
  await expect(selected(page, 'State')).toHaveText(saved.address.state);
  await expect(page.getByRole('textbox', { name: 'ZIP code', exact: true })).toHaveValue(saved.address.zip);

  await page.goto('/enroll/mobile-number');
  await expect(stepHeading(page, 'Mobile number')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(saved.phone);
}

/**
 * Loads the review afresh and checks each row's lines, exactly: `rows` maps a step's title to the lines the
 * journey expects under it.
 */
export async function expectReviewAfterReload(page: Page, rows: Record<string, string[]>): Promise<void> {
  // A full page load: the app starts again from nothing and reads every value from the server.
  await page.goto('/enroll/review');
  await atStep(page, 'Review', /\/enroll\/review$/);
  const review = page.getByRole('main');
  for (const [title, lines] of Object.entries(rows)) {
    const row = review
      .locator('.enroll-summary__row')
      .filter({ has: page.getByRole('term').getByText(title, { exact: true }) });
    await expect(row.locator('.enroll-summary__line')).toHaveText(lines);
  }
}

/** The wallet sections the enrolment wizard fills, as the dashboard names them when one is missing. */
const ENROLMENT_SECTIONS = [
  'Your name',
  'Date of birth',
  'Citizenship',
  'Social security number',
  'Home address',
  'Confirmed mobile number',
  'NPI or NCSBN ID',
  'State licenses',
];

/**
 * After Finish: the dashboard, reloaded, greets the clinician and lists no enrolment section as still to
 * add, and the server's personal info (read with
 * the clinician's own session, through the real API) records enrolment as finished.
 */
export async function expectEnrolmentFinished(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  person: { email: string; password: string; welcome: string },
): Promise<void> {
  await page.reload();
  await expect(page).toHaveURL(/\/v3\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: person.welcome, exact: true })).toBeVisible();
  // The wallet asks for no enrolment section any more: only what enrolment does not add is left (the
  // verified items below them depend on background checks, so they are not counted here).
  const missing = page.getByRole('list', { name: 'Still to add:' });
  await expect(missing.getByRole('listitem').nth(0)).toHaveText(
    'Education: adding it in Credence is coming soon',
  );
  await expect(missing.getByRole('listitem').nth(1)).toHaveText(
    'Work history: you can add it once an organization asks for it',
  );
  for (const section of ENROLMENT_SECTIONS)
    await expect(missing.getByText(section, { exact: true })).toHaveCount(0);
  const session = await apiSignIn(request, baseURL, person);
  const answer = await request.get('/api/personal_info', { headers: session.headers });
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { enrollment_status: string } };
  expect(data.enrollment_status).toBe('finished');
}
