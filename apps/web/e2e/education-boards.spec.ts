import { expect, test } from '@playwright/test';
import { apiSignIn } from './support/api-session';
import { expectNoAxeViolations } from './support/axe';
import { pressButton, signUp, typeInto } from './support/enroll-professional';

// /personal-information (issue 15, decisions 049 and 053): a fresh MD says they have no education to list
// with an ECFMG number (6 digits refused, 7 saved) and adds a board certification from their provider type's
// boards. Their own user, so no other journey's data is touched.

test('a new MD saves "no education" with an ECFMG number and a board certification', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const person = {
    email: `education-boards.${stamp}@credence.test`,
    first: 'Ede',
    last: 'Boards',
    password: 'Education-Boards-2026!',
  };
  await signUp(page, person);
  // The provider type decides the boards: saved through the API as the wizard's first step would.
  const session = await apiSignIn(request, baseURL!, { email: person.email, password: person.password });
  const saved = await request.post('/api/self_attested', {
    headers: session.headers,
    data: { data: { 'basic_info|occupation_code': 'MD' } },
  });
  expect(saved.status()).toBe(200);

  await page.goto('/personal-information');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal information' })).toBeVisible({
    timeout: 30_000,
  });

  // Education: none to list, and an ECFMG number of 7 digits (6 are refused).
  const education = page.getByRole('region', { name: 'Education', exact: true });
  await pressButton(page, education.getByRole('button', { name: /Edit ?: Education/ }));
  await education.getByRole('checkbox', { name: 'I have no education to list' }).check();
  const ecfmg = education.getByRole('textbox', { name: /ECFMG number/ });
  await typeInto(page, ecfmg, '123456');
  await pressButton(page, education.getByRole('button', { name: 'Save' }));
  await expect(education.getByText('ECFMG number must be 7 or 8 digits.').first()).toBeVisible();
  await expect(ecfmg).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await ecfmg.fill('1234567');
  await pressButton(page, education.getByRole('button', { name: 'Save' }));
  await expect(education.getByText('Your changes are saved.')).toBeVisible();

  // Board certification: Yes, one of the MD boards, its certificate number.
  const boards = page.getByRole('region', { name: 'Board certification' });
  await pressButton(page, boards.getByRole('button', { name: /Edit ?: Board certification/ }));
  await boards
    .getByRole('group', { name: /Are you board certified/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await pressButton(page, boards.getByRole('button', { name: 'Add a board' }));
  await boards.getByRole('combobox', { name: /Certifying board/ }).selectOption('abem');
  await typeInto(page, boards.getByRole('textbox', { name: /Certificate number/ }), 'EM5521');
  await expectNoAxeViolations(page);
  await pressButton(page, boards.getByRole('button', { name: 'Save' }));
  await expect(boards.getByText('Your changes are saved.')).toBeVisible();
  await expect(boards.getByText('American Board of Emergency Medicine')).toBeVisible();

  // Saved on the server: a reload shows the same.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Board certification' })
      .getByText('American Board of Emergency Medicine'),
  ).toBeVisible({ timeout: 30_000 });
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
