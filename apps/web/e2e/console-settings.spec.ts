import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from './support/api-session';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughEntry } from './support/sign-in';

// The console's settings pages (issue 18; decisions 061, 062). Riverside Health's administrator opens the
// SAML settings and the consent forms, creates a consent form (first with nothing filled in: the errors show
// beside the fields and in the focused summary), Lois Abernathy (a Riverside clinician, seed-monitoring.ts)
// signs it, and the administrator edits its text: the form is now version 2, and version 1 keeps the text she
// signed. The form is optional, so no other journey's clinician is stopped at /intro by it. Each page at 360 px
// (no sideways scroll) with axe, then 1280 px.
const admin = { email: 'credentialing@riverside.test', password: 'Console-Demo-2026' };
const lois = { email: 'demo.monitoring@credence.test', password: 'Wallet-Demo-2026' };
const NAME = 'Photo release for the staff directory';
const V1 = 'I agree that my photo may be shown in the staff directory.';
const V2 = 'I agree that my photo may be shown in the staff directory and on the public website.';

async function checkPage(page: Page, width: number, shot: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath(`${shot}-${width}.png`), fullPage: true });
}

test('an admin opens the SAML settings, creates a consent form and edits it into version 2', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInThroughEntry(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Go to the administrator login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organization console' })).toBeVisible();

  await page.getByRole('link', { name: 'SAML sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SAML sign-in' })).toBeVisible();
  await expect(page.getByLabel('IdP single sign-on URL')).toBeVisible();
  await checkPage(page, 360, 'saml');

  await page.goto('/admin/consent-forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Consent forms' })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Authorization to release credentialing information' }),
  ).toBeVisible();
  await checkPage(page, 360, 'consent-forms');

  // Nothing filled in: the summary takes focus and each field says what is missing.
  await page.getByRole('button', { name: 'New consent form' }).click();
  await page.getByRole('button', { name: 'Create consent form' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Text', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await checkPage(page, 360, 'consent-form-errors');

  await page.getByLabel('Title').fill(NAME);
  await page.getByLabel('Text', { exact: true }).fill(V1);
  await page.getByLabel('Required before enrolment').uncheck();
  await page.getByRole('button', { name: 'Create consent form' }).click();
  await expect(page.getByText(`“${NAME}” is saved.`)).toBeVisible();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });
  await expect(item.getByText(/^Version 1 · Optional · 0 of \d+ clinicians$/)).toBeVisible();

  // Lois signs version 1 (through the API, as the clinician's /intro would).
  const session = await apiSignIn(request, baseURL!, lois);
  const forms = (await (await request.get('/api/consent_form', { headers: session.headers })).json()) as {
    data: { name: string; document_key: string; body: string; version: number }[];
  };
  const asked = forms.data.find((form) => form.name === NAME)!;
  expect(asked).toMatchObject({ body: V1, version: 1 });
  const signed = await request.post('/api/consent_form', {
    headers: session.headers,
    data: { document_keys: [asked.document_key], full_name: 'Lois Abernathy', confirm: true },
  });
  expect(signed.status()).toBe(200);

  // The administrator edits the text: version 2; version 1 keeps what Lois signed.
  await page.reload();
  await item.getByRole('button', { name: `Edit ${NAME}` }).click();
  await expect(
    page.getByText(/^Signatures on this version: 1\. Changing its title or text saves version 2/),
  ).toBeVisible();
  await page.getByLabel('Text', { exact: true }).fill(V2);
  await checkPage(page, 360, 'consent-form-edit');
  await page.getByRole('button', { name: 'Save consent form' }).click();
  await expect(page.getByText(`“${NAME}” is saved as version 2.`)).toBeVisible();
  await expect(item.getByText(/^Version 2 · Optional · 0 of \d+ clinicians$/)).toBeVisible();
  await item.getByText('Versions and their text (2)').click();
  await expect(item.getByText(V2, { exact: true })).toBeVisible();
  await expect(item.getByText(V1, { exact: true })).toBeVisible();
  await expect(item.getByText('signed by 1')).toBeVisible();
  await checkPage(page, 360, 'consent-form-versions');

  // Lois is now asked version 2, with its text.
  const after = (await (await request.get('/api/consent_form', { headers: session.headers })).json()) as {
    data: { name: string; body: string; version: number; signed: boolean }[];
  };
  expect(after.data.filter((form) => form.name === NAME)).toEqual([
    expect.objectContaining({ body: V2, version: 2, signed: false }),
  ]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await checkPage(page, 1280, 'consent-form-versions');
});

// Decision 066: a consent form no clinician signed can be deleted, after a confirmation; a signed one offers
// no delete (it can only be made optional). The dialog with axe at 360 px.
test('an admin deletes a consent form no one signed; a signed form cannot be deleted', async ({ page }) => {
  test.setTimeout(180_000);
  const PARKING = 'Parking permit rules';
  await page.setViewportSize({ width: 360, height: 800 });
  await signInThroughEntry(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Go to the administrator login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organization console' })).toBeVisible();
  await page.goto('/admin/consent-forms');
  const signedForm = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Authorization to release credentialing information' }),
  });
  await expect(signedForm).toBeVisible();
  await expect(signedForm.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'New consent form' }).click();
  await page.getByLabel('Title').fill(PARKING);
  await page.getByLabel('Text', { exact: true }).fill('I will park only in the staff garage.');
  await page.getByLabel('Required before enrolment').uncheck();
  await page.getByRole('button', { name: 'Create consent form' }).click();
  await expect(page.getByText(`“${PARKING}” is saved.`)).toBeVisible();

  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: PARKING }) });
  await item.getByRole('button', { name: `Delete ${PARKING}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${PARKING}` });
  await expect(dialog.getByText(/No clinician signed it/)).toBeVisible();
  await checkPage(page, 360, 'consent-form-delete');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: `Delete ${PARKING}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete the consent form' }).click();
  await expect(page.getByText(`“${PARKING}” is deleted.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: PARKING })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Consent forms' })).toBeVisible();
  await expect(signedForm).toBeVisible();
  await expect(page.getByRole('heading', { name: PARKING })).toHaveCount(0);
});
