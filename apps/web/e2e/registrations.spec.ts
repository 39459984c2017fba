import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { pressButton, signUp, typeInto } from './support/enroll-professional';

// /personal-information (issue 15, decision 050): a fresh clinician adds a BLS card with its eCard (an
// 11-digit eCard is refused first), a CDS registration and Medicare participation, each saved through
// POST /api/self_attested and shown back. Their own user, so no other journey's data is touched.

/** No sideways scroll at this width; a screenshot to look at, outside the repository. */
async function fitsAt(page: Page, width: number, shot: string) {
  await page.setViewportSize({ width, height: 900 });
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(size.scrollWidth, `sideways scroll at ${width} px`).toBeLessThanOrEqual(size.innerWidth);
  if (process.env.REGISTRATIONS_SHOTS)
    await page.screenshot({
      path: `${process.env.REGISTRATIONS_SHOTS}/${shot}-${width}.png`,
      fullPage: true,
    });
}

test('a new clinician adds a BLS card with its eCard, a CDS registration and Medicare participation', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  await signUp(page, {
    email: `registrations.${stamp}@credence.test`,
    first: 'Rhea',
    last: 'Gistry',
    password: 'Registrations-2026!',
  });
  await page.goto('/personal-information');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal information' })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoAxeViolations(page);

  // A BLS card: an 11-digit eCard is refused, 12 digits are saved.
  const certifications = page.getByRole('region', { name: 'Other certifications' });
  await pressButton(page, certifications.getByRole('button', { name: /Edit ?: Basic Life Support \(BLS\)/ }));
  await certifications.getByRole('radio', { name: 'Yes' }).check();
  await typeInto(page, certifications.getByRole('textbox', { name: /Card expiration date/ }), '20280131');
  const ecard = certifications.getByRole('textbox', { name: /eCard number/ });
  await typeInto(page, ecard, '12345678901');
  await pressButton(page, certifications.getByRole('button', { name: 'Save' }));
  await expect(
    page.getByText('eCard number must be 12 characters with no special characters.').first(),
  ).toBeVisible();
  await expect(ecard).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await fitsAt(page, 360, 'life-support-error');
  await page.setViewportSize({ width: 1280, height: 900 });
  await ecard.fill('123456789012');
  await pressButton(page, certifications.getByRole('button', { name: 'Save' }));
  await expect(certifications.getByText(/expires 2028-01-31 · eCard 123456789012/)).toBeVisible();

  // A CDS registration in New York.
  const cds = page.getByRole('region', { name: 'Controlled substance (CDS) registrations' });
  await pressButton(page, cds.getByRole('button', { name: 'Add a CDS registration' }));
  await typeInto(page, cds.getByRole('textbox', { name: /Issuing state board/ }), 'NY');
  await typeInto(page, cds.getByRole('textbox', { name: /Registration number/ }), 'CDS-44871');
  await typeInto(page, cds.getByRole('textbox', { name: /Issue date/ }), '20240101');
  await typeInto(page, cds.getByRole('textbox', { name: /^Expiration date/ }), '20270101');
  await pressButton(page, cds.getByRole('button', { name: 'Save' }));
  // The number is answered masked (decision 025).
  await expect(cds.locator('strong', { hasText: /^NY CDS registration \*+4871$/ })).toBeVisible();
  await expect(cds.getByText('Issued 2024-01-01, expires 2027-01-01')).toBeVisible();

  // Medicare participation with its number.
  const registrations = page.getByRole('region', { name: 'Registrations', exact: true });
  await pressButton(page, registrations.getByRole('button', { name: /Edit ?: Registrations/ }));
  await registrations
    .getByRole('group', { name: /participate in Medicare/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await registrations
    .getByRole('group', { name: /participate in Medicaid/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await registrations
    .getByRole('group', { name: /opted out of Medicare/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await typeInto(page, registrations.getByRole('textbox', { name: /Medicare number/ }), 'MC-20931');
  await fitsAt(page, 360, 'registrations-form');
  await page.setViewportSize({ width: 1280, height: 900 });
  await pressButton(page, registrations.getByRole('button', { name: 'Save' }));
  await expect(registrations.getByText('Your changes are saved.')).toBeVisible();
  await expect(registrations.getByText('MC-20931')).toBeVisible();
  await expect(registrations.getByText(/Add your NPI number/)).toBeVisible();
  await expectNoAxeViolations(page);
  for (const width of [1280, 360]) await fitsAt(page, width, 'personal-information');

  // Saved on the server: a reload shows the same.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Registrations', exact: true }).getByText('MC-20931'),
  ).toBeVisible({
    timeout: 30_000,
  });
});
