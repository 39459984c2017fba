import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { atStep } from './enroll';

// The professional and identity steps of the enrolment wizard, driven with the keyboard only: every control
// is reached with Tab (which proves it can be), then typed into, ticked with Space or pressed with Enter.

/** Presses Tab until `target` has focus; fails when it cannot be reached within `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  await expect(target).toBeVisible();
  // Resolved once: asking the accessibility tree again after every key press is what makes Tab loops slow.
  const element = await target.elementHandle();
  if (!element) throw new Error(`${target.toString()} is gone`);
  try {
    for (let press = 0; press < max; press += 1) {
      if (await element.evaluate((node) => node === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
  } finally {
    await element.dispose();
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Replaces what a text box holds with `text`, typed key by key. */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Presses a button (or link) with Enter. */
export async function pressButton(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** Ticks or unticks a checkbox with Space, so that it ends up `checked`. */
export async function setCheckbox(page: Page, target: Locator, checked = true): Promise<void> {
  await tabTo(page, target);
  if ((await target.isChecked()) !== checked) await page.keyboard.press('Space');
  await expect(target).toBeChecked({ checked });
}

/** Chooses a radio button: Tab into its group, then the arrow keys (which select as they move). */
export async function chooseRadio(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const name = await target.getAttribute('name');
  for (let press = 0; press < 120; press += 1) {
    const inGroup = await page.evaluate(
      (group) => document.activeElement instanceof HTMLInputElement && document.activeElement.name === group,
      name,
    );
    if (inGroup) break;
    await page.keyboard.press('Tab');
  }
  const radio = await target.elementHandle();
  for (let press = 0; press < 300; press += 1) {
    if (await radio?.evaluate((node) => node === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await radio?.dispose();
  if (!(await target.isChecked())) await page.keyboard.press('Space');
  await expect(target).toBeChecked();
}

/** Chooses an option of a select by typing its label (the browser's type-ahead). */
export async function chooseOption(page: Page, select: Locator, label: string): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.type(label);
  await expect(select.locator('option:checked')).toHaveText(label);
}

/** Next (the form's submit) with the keyboard, then waits for the following step. */
export async function nextTo(page: Page, title: string): Promise<void> {
  await pressButton(page, page.getByRole('button', { name: 'Next' }));
  await atStep(page, title);
}

/**
 * Presses Next and expects the error summary to list exactly `messages`. axe runs too unless `axe` is false
 * (once per step is enough: the summary and the field errors look alike on every attempt).
 */
export async function expectProblems(
  page: Page,
  messages: readonly string[],
  { axe = true }: { axe?: boolean } = {},
): Promise<void> {
  await pressButton(page, page.getByRole('button', { name: 'Next' }));
  await expectSummary(page, messages, { axe });
}

// ---- Around the wizard ------------------------------------------------------------------------------------

/** Creates an account on the hosted sign-up page (keyboard only) and waits for the wizard's first step. */
export async function signUp(
  page: Page,
  person: { email: string; first: string; last: string; password: string },
): Promise<void> {
  await page.goto('/');
  await pressButton(page, page.getByRole('button', { name: 'Sign in' }));
  await pressButton(page, page.getByRole('link', { name: 'New to Credence? Create an account' }));
  await expect(page.getByRole('heading', { name: 'Create your Credence account' })).toBeVisible();
  await typeInto(page, page.getByLabel('Email address'), person.email);
  await typeInto(page, page.getByLabel('First name'), person.first);
  await typeInto(page, page.getByLabel('Last name'), person.last);
  await typeInto(page, page.getByLabel('Password', { exact: true }), person.password);
  await typeInto(page, page.getByLabel('Confirm your password'), person.password);
  await pressButton(page, page.getByRole('button', { name: 'Create account' }));
  await atStep(page, 'Provider type', /\/enroll$/);
}

/** Finishes at the review; the post-login order then leads to /action-center, which opens the dashboard. */
export async function finishEnrollment(page: Page): Promise<void> {
  await atStep(page, 'Review', /\/enroll\/review$/);
  await pressButton(page, page.getByRole('button', { name: 'Finish enrollment' }));
  await expect(page).toHaveURL(/\/v3\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
}

// ---- Steps ------------------------------------------------------------------------------------------------

/**
 * NPI: types the number, looks it up in NPPES, checks what NPPES shows, ticks the chosen details and goes
 * on. `mismatch` is the sentence pointing out a different name, when one is expected.
 */
export async function npiWithPrefill(
  page: Page,
  options: { npi: string; record: string; mismatch?: string; tick: readonly RegExp[]; next: string },
): Promise<void> {
  await typeInto(page, page.getByRole('textbox', { name: 'NPI number' }), options.npi);
  await pressButton(page, page.getByRole('button', { name: 'Look up in NPPES' }));
  const record = page.getByRole('region', { name: 'Your record in NPPES' });
  await expect(record.getByText(options.record)).toBeVisible();
  if (options.mismatch) await expect(record.getByText(options.mismatch)).toBeVisible();
  await expectNoAxeViolations(page);
  for (const label of options.tick) await setCheckbox(page, record.getByRole('checkbox', { name: label }));
  await nextTo(page, options.next);
}

/** NCSBN id: looks the nurse up in Nursys and confirms the active licenses it lists (`found`). */
export async function ncsbnFromNursys(
  page: Page,
  options: { id: string; found: readonly string[]; next: string; beforeNext?: () => Promise<void> },
): Promise<void> {
  await typeInto(page, page.getByRole('textbox', { name: 'NCSBN ID' }), options.id);
  await pressButton(page, page.getByRole('button', { name: 'Look up in Nursys' }));
  await expect(page.getByText('From Nursys').first()).toBeVisible();
  const numbers = page.getByRole('textbox', { name: /^License number/ });
  await expect(numbers).toHaveCount(options.found.length);
  for (const [index, number] of options.found.entries()) await expect(numbers.nth(index)).toHaveValue(number);
  await expectNoAxeViolations(page);
  await options.beforeNext?.();
  await nextTo(page, options.next);
}

/** Specialty: searches, chooses an option and goes on (or keeps the one already chosen when no search). */
export async function specialty(
  page: Page,
  options: { search?: string; choose?: string; chosen: string; next: string },
): Promise<void> {
  if (options.search && options.choose) {
    await typeInto(page, page.getByRole('searchbox', { name: 'Search specialties' }), options.search);
    const choice = page.getByRole('radio', { name: options.choose });
    await chooseRadio(page, choice);
  }
  await expect(page.getByText(`Your specialty: ${options.chosen}`)).toBeVisible();
  await nextTo(page, options.next);
}

/** A license row typed by hand on the license steps: state (by name) and number. */
export async function addLicenseRow(
  page: Page,
  options: { add: string; index: number; state: string; number: string; numberLabel?: string },
): Promise<void> {
  await pressButton(page, page.getByRole('button', { name: options.add }));
  await chooseOption(
    page,
    page.getByRole('combobox', { name: `State of license ${options.index}` }),
    options.state,
  );
  await typeInto(
    page,
    page.getByRole('textbox', { name: `${options.numberLabel ?? 'License number'} ${options.index}` }),
    options.number,
  );
}

/** Other names: Yes, then the NPPES suggestion added; or No. */
export async function otherNames(page: Page, options: { add?: string; next: string }): Promise<void> {
  if (options.add) {
    await chooseRadio(page, page.getByRole('radio', { name: 'Yes' }));
    await pressButton(page, page.getByRole('button', { name: `Add ${options.add}` }));
  } else {
    await chooseRadio(page, page.getByRole('radio', { name: 'No' }));
  }
  await nextTo(page, options.next);
}

/** Removes the license row `index` (1-based) with its button. */
export async function removeLicenseRow(page: Page, index: number, label = 'Remove license'): Promise<void> {
  await pressButton(page, page.getByRole('button', { name: `${label} ${index}` }));
}

/** /id-verify on this device: start, say the identity service's steps are done, and see the verdict. */
export async function verifyIdentityHere(page: Page, verdict: RegExp | string): Promise<void> {
  await page.goto('/id-verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await expectNoAxeViolations(page);
  await pressButton(page, page.getByRole('button', { name: 'Start verification' }));
  await pressButton(page, page.getByRole('button', { name: 'I have finished', exact: true }));
  await expect(page.getByText(verdict).first()).toBeVisible();
  await expectNoAxeViolations(page);
}

/** The error summary lists exactly `messages` (after an action other than Next, e.g. a look-up). */
export async function expectSummary(
  page: Page,
  messages: readonly string[],
  { axe = true }: { axe?: boolean } = {},
): Promise<void> {
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary.getByRole('link')).toHaveText([...messages]);
  if (axe) await expectNoAxeViolations(page);
}
