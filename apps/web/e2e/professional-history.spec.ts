import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  chooseOption,
  chooseRadio,
  expectSummary,
  pressButton,
  setCheckbox,
  typeInto,
} from './support/enroll-professional';
import { signInThroughEntry } from './support/sign-in';

// The demo clinician with an active subscription to Riverside Health's demo requirement (apps/server/src/db/
// seed-enrolled.ts), which asks for verified work history over 5 years and a reference for each hospital
// affiliation, and no work history yet. The tests share the server's database, so they run in this order:
// the resume gives a recent job, the keyboard adds the older one that covers the rest of the look-back and
// then an affiliation, then the three references the requirement asks for by default, then the
// unsaved-progress prompt.
const enrolled = { email: 'demo.enrolled@credence.test', password: 'Wallet-Demo-2026' };
const REQUIREMENT = 'a3c5e7f9-1b2d-4f6a-8c0e-2d4f6a8c0e1b';
const PAGE = `/professional-history/${REQUIREMENT}`;
const QUESTION = 'You will lose any unsaved progress. Do you want to continue?';
const REFERENCE = '*A reference is required to verify your work history here';

/** 'MM/yyyy' of the month `count` months ago. */
function monthsAgo(count: number): string {
  const now = new Date();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count, 1));
  return `${String(at.getUTCMonth() + 1).padStart(2, '0')}/${at.getUTCFullYear()}`;
}

/** The fixture resume, its job starting two years ago whenever this runs. */
const resume = () => ({
  name: 'resume-nurse.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from(
    readFileSync(new URL('./fixtures/resume-nurse.txt', import.meta.url), 'utf8').replace(
      '{{RECENT_START}}',
      monthsAgo(24),
    ),
  ),
});

/** Signs in and opens the work history from the dashboard's link for the organization. */
async function openWorkHistory(page: Page) {
  await signInThroughEntry(page, enrolled.email, enrolled.password);
  await page.getByRole('link', { name: 'Work history for Riverside Health' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}(/resume|/history|/affiliations|/references)?$`));
  await expect(page.getByText('Requested by Riverside Health')).toBeVisible();
}

/** No sideways scroll at this width (the hospital list included). */
async function fitsAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const size = await page.evaluate(() => ({
    innerWidth: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
  }));
  expect(size.scrollWidth, `sideways scroll at ${width} px`).toBeLessThanOrEqual(size.innerWidth);
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe.serial('professional history', () => {
  test('a resume’s job is reviewed, completed as the rules ask, and added', async ({ page }) => {
    test.setTimeout(180_000);
    await openWorkHistory(page);
    await expect(stepHeading(page, 'Resume')).toBeVisible();
    await expect(page.getByText(/Upload your resume and we will fill in your employment/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Add File').setInputFiles(resume());
    await expect(stepHeading(page, 'Work history')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(`${PAGE}/history`);
    const fromResume = page.getByRole('region', { name: 'From your resume' });
    await expect(fromResume.getByText('Staff Nurse, Lakeside Medical Center')).toBeVisible();
    await expectNoAxeViolations(page);

    await fromResume
      .getByRole('button', { name: 'Review and add Staff Nurse, Lakeside Medical Center' })
      .click();
    const editor = page.getByRole('region', { name: 'Review a position from your resume' });
    await expect(editor.getByRole('heading', { name: 'Institution Headquarters' })).toBeVisible();
    await expect(field(page, 'Institution or employer')).toHaveValue('Lakeside Medical Center');
    await expect(field(page, 'City')).toHaveValue('Madison');
    await expect(field(page, 'Start date')).toHaveValue(monthsAgo(24));
    await expect(page.getByRole('checkbox', { name: 'I currently work here' })).toBeChecked();
    await pressButton(page, editor.getByRole('button', { name: 'Save' }));
    // The resume had no street, ZIP or reference: the rules ask for them.
    await expectSummary(page, [
      'This Field is Required',
      'This Field is Required',
      'Must have either phone or email',
      'Must have either phone or email',
    ]);
    await typeInto(page, page.getByRole('combobox', { name: 'Address line 1' }), '1 Lakeside Way');
    await typeInto(page, field(page, 'ZIP code'), '53703');
    await typeInto(page, field(page, 'Reference email address'), 'charge.nurse@lakeside.test');
    await pressButton(page, editor.getByRole('button', { name: 'Save' }));

    await expect(editor).toBeHidden();
    const entries = page.getByRole('region', { name: 'Your work history' });
    await expect(entries.getByText('Staff Nurse, Lakeside Medical Center')).toBeVisible();
    await expect(fromResume).toBeHidden();
    // Two years of a five-year look-back: the rest is a gap to explain or fill.
    await expect(page.getByRole('region', { name: 'Gaps to explain' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: 'e2e-artifacts/screenshots/professional-history-resume.png',
      fullPage: true,
    });
  });

  test('a job added by keyboard fills the look-back and completes the step', async ({ page }) => {
    test.setTimeout(180_000);
    await openWorkHistory(page);
    await expect(stepHeading(page, 'Work history')).toBeVisible();
    await pressButton(page, page.getByRole('button', { name: 'Add a job' }));
    const editor = page.getByRole('region', { name: 'Add a job' });
    await expect(editor.getByRole('heading', { name: 'Add a job' })).toBeFocused();
    await typeInto(page, field(page, 'Institution or employer'), 'Mercy Hospital');
    await typeInto(page, field(page, 'Role or job title'), 'Staff Nurse');
    const street = page.getByRole('combobox', { name: 'Address line 1' });
    await typeInto(page, street, 'Main Street');
    await typeInto(page, field(page, 'City'), 'Springfield');
    await chooseOption(page, page.getByRole('combobox', { name: 'State' }), 'Illinois');
    await typeInto(page, field(page, 'ZIP code'), '62701');
    await typeInto(page, field(page, 'Start date'), monthsAgo(80).replace('/', ''));
    await typeInto(page, field(page, 'End date'), monthsAgo(25).replace('/', ''));
    await typeInto(page, field(page, 'Reference full name'), 'Dana Park');
    await typeInto(page, field(page, 'Reference email address'), 'dana.park@mercy.test');
    await pressButton(page, editor.getByRole('button', { name: 'Save' }));
    await expectSummary(page, ['Address must include a number.']);
    await expect(street).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({
      path: 'e2e-artifacts/screenshots/professional-history-editor.png',
      fullPage: true,
    });

    await typeInto(page, street, '12 Main Street');
    await pressButton(page, editor.getByRole('button', { name: 'Save' }));
    await expect(editor).toBeHidden();
    const entries = page.getByRole('region', { name: 'Your work history' });
    await expect(entries.getByRole('listitem')).toHaveCount(2);
    await expect(entries.getByText('Staff Nurse, Mercy Hospital')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gaps to explain' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Professional history steps' })).toContainText(
      'Work history (Complete)',
    );
    await expectNoAxeViolations(page);

    await pressButton(page, page.getByRole('button', { name: 'Next' }));
    await expect(stepHeading(page, 'Affiliations')).toBeVisible();
    await expect(page).toHaveURL(`${PAGE}/affiliations`);
  });

  test('an affiliation added by keyboard, with its reference, completes the step', async ({ page }) => {
    test.setTimeout(180_000);
    await openWorkHistory(page);
    await expect(page).toHaveURL(`${PAGE}/affiliations`);
    await expect(
      page.getByText('Please list your hospital affiliations for the past 5 years.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const question = page.getByRole('group', {
      name: 'Have you had hospital affiliations or privileges in the past 5 years?',
    });
    await chooseRadio(page, question.getByRole('radio', { name: 'Yes' }));
    await pressButton(page, page.getByRole('button', { name: 'Add an affiliation' }));
    const editor = page.getByRole('region', { name: 'Add an affiliation' });
    await expect(editor.getByRole('heading', { name: 'Add an affiliation' })).toBeFocused();
    // The hospital is found in the CMS directory (decision 044), by street address and by name, and
    // choosing it with the keyboard fills its name and address.
    const hospital = page.getByRole('combobox', { name: 'Hospital or institution' });
    const hospitals = page.getByRole('listbox', { name: 'Hospitals' });
    await typeInto(page, hospital, '1108 Ross Clark Cir');
    const southeast = hospitals.getByRole('option', {
      name: 'SOUTHEAST HEALTH MEDICAL CENTER, 1108 ROSS CLARK CIRCLE, DOTHAN, AL 36301',
    });
    await expect(southeast).toBeVisible();
    await expect(hospital).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await fitsAt(page, 360);
    await page.keyboard.press('ArrowDown');
    await expect(hospital).toHaveAttribute('aria-activedescendant', (await southeast.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(hospital).toHaveValue('SOUTHEAST HEALTH MEDICAL CENTER');
    await expect(page.getByRole('combobox', { name: 'Address line 1' })).toHaveValue(
      '1108 ROSS CLARK CIRCLE',
    );
    await expect(field(page, 'City')).toHaveValue('DOTHAN');
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('AL');
    await expect(field(page, 'ZIP code')).toHaveValue('36301');

    await typeInto(page, hospital, 'riverside community hospital');
    const riverside = hospitals.getByRole('option', {
      name: 'RIVERSIDE COMMUNITY HOSPITAL, 4445 MAGNOLIA AVENUE, RIVERSIDE, CA 92501',
    });
    await expect(riverside).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(hospital).toHaveValue('RIVERSIDE COMMUNITY HOSPITAL');
    await expect(page.getByRole('combobox', { name: 'Address line 1' })).toHaveValue('4445 MAGNOLIA AVENUE');
    await expect(field(page, 'City')).toHaveValue('RIVERSIDE');
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('CA');
    await expect(field(page, 'ZIP code')).toHaveValue('92501');
    await expect(
      page.getByText("The hospital's name and address are filled in. Please check them."),
    ).toBeAttached();
    await fitsAt(page, 1280);
    await typeInto(page, field(page, 'Start date'), '20190301');
    await expect(field(page, 'Start date')).toHaveValue('2019-03-01');
    await setCheckbox(page, page.getByRole('checkbox', { name: 'I currently hold privileges here' }));
    await expect(field(page, 'End date')).toBeDisabled();
    await typeInto(page, field(page, 'Department'), 'Cardiology');
    await chooseRadio(page, editor.getByRole('radio', { name: 'Yes' }));
    await pressButton(page, editor.getByRole('button', { name: 'Save' }));
    // The demo requirement verifies affiliations through a reference.
    // Said once, above the reference fields (issue 11 item 17).
    await expectSummary(page, [REFERENCE]);

    await typeInto(page, field(page, 'Reference first name'), 'Ana');
    await typeInto(page, field(page, 'Reference last name'), 'Ruiz');
    await chooseOption(page, page.getByRole('combobox', { name: 'Reference provider type' }), 'MD');
    await typeInto(page, field(page, 'Reference phone number'), '2175550100');
    await typeInto(page, field(page, 'Reference email address'), 'ana.ruiz@stmary.test');
    await pressButton(page, editor.getByRole('button', { name: 'Save' }));
    await expect(editor).toBeHidden();
    const list = page.getByRole('region', { name: 'Your hospital affiliations' });
    await expect(list.getByText('RIVERSIDE COMMUNITY HOSPITAL')).toBeVisible();
    await expect(list.getByText('Cardiology · 2019-03-01 – Present')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Professional history steps' })).toContainText(
      'Affiliations (Complete)',
    );
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: 'e2e-artifacts/screenshots/professional-history-affiliations.png',
      fullPage: true,
    });

    await pressButton(page, page.getByRole('button', { name: 'Next' }));
    await expect(stepHeading(page, 'References')).toBeVisible();
    await expect(page).toHaveURL(`${PAGE}/references`);
  });

  test('three references added by keyboard complete the references step', async ({ page }) => {
    test.setTimeout(180_000);
    await openWorkHistory(page);
    await expect(page).toHaveURL(`${PAGE}/references`);
    await expect(
      page.getByText('Your references must be able to speak to your work in the past 5 years.'),
    ).toBeVisible();
    await expect(page.getByText('The organization asks for 3 references. 0 of 3 complete.')).toBeVisible();
    await expectNoAxeViolations(page);

    const people = [
      { first: 'Ana', last: 'Ruiz', credential: 'MD', relationship: 'Department chair', phone: '2175550100' },
      { first: 'Ben', last: 'Okafor', credential: 'DO', relationship: 'Medical director', phone: '' },
      { first: 'Cleo', last: 'Park', credential: 'NP', relationship: 'Peer', phone: '2175550102' },
    ];
    for (const [index, person] of people.entries()) {
      await pressButton(page, page.getByRole('button', { name: 'Add a reference' }));
      const editor = page.getByRole('region', { name: 'Add a reference' });
      await expect(editor.getByRole('heading', { name: 'Add a reference' })).toBeFocused();
      await typeInto(page, field(page, 'First name'), person.first);
      await typeInto(page, field(page, 'Last name'), person.last);
      await chooseOption(page, page.getByRole('combobox', { name: 'Credential' }), person.credential);
      await typeInto(page, field(page, 'Title'), person.relationship);
      await chooseOption(
        page,
        page.getByRole('combobox', { name: 'Relationship to you' }),
        person.relationship,
      );
      await typeInto(page, field(page, 'Institution'), 'St. Mary Hospital');
      await typeInto(page, field(page, 'Last worked together'), monthsAgo(2).replace('/', ''));
      if (index === 0) {
        // Neither a phone nor an email yet: the rules ask for one of them.
        await pressButton(page, editor.getByRole('button', { name: 'Save' }));
        await expectSummary(page, ['Must have either phone or email', 'Must have either phone or email']);
      }
      if (person.phone) await typeInto(page, field(page, 'Phone number'), person.phone);
      else await typeInto(page, field(page, 'Email address'), 'ben.okafor@stmary.test');
      await pressButton(page, editor.getByRole('button', { name: 'Save' }));
      await expect(editor).toBeHidden();
    }
    const list = page.getByRole('region', { name: 'Your references' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('heading', { name: '3rd Reference' })).toBeVisible();
    await expect(list.getByText('Cleo Park')).toBeVisible();
    await expect(page.getByText('The organization asks for 3 references. 3 of 3 complete.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Professional history steps' })).toContainText(
      'References (Complete)',
    );
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: 'e2e-artifacts/screenshots/professional-history-references.png',
      fullPage: true,
    });

    // Riverside asks for work to be verified: the verifications step follows (work-verification.spec.ts).
    await pressButton(page, page.getByRole('button', { name: 'Next' }));
    await expect(stepHeading(page, 'Verifications')).toBeFocused();
    await expect(page.getByRole('progressbar', { name: '80% complete' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('leaving with an editor open asks first; a reload asks the browser’s way', async ({ page }) => {
    test.setTimeout(180_000);
    await openWorkHistory(page);
    // Everything but the verifications is done, so the page opens on that step; Back walks to the history.
    await expect(stepHeading(page, 'Verifications')).toBeVisible();
    for (const step of ['References', 'Affiliations', 'Work history']) {
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(stepHeading(page, step)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Add a job' }).click();
    await field(page, 'Institution or employer').fill('Harbor Clinic');

    await page.getByRole('link', { name: 'Back to your dashboard' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(QUESTION);
    await expectNoAxeViolations(page);
    // A modal <dialog>: focus starts on it, and the page behind is inert, so Tab never reaches the page
    // (past the dialog's last button it may only leave the document, for the browser's own controls).
    await expect(dialog).toBeFocused();
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate(
        (element) =>
          element.matches(':modal') &&
          (element.contains(document.activeElement) || document.activeElement === document.body),
      );
      expect(inside).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // Focus is back on what asked to leave.
    await expect(page.getByRole('link', { name: 'Back to your dashboard' })).toBeFocused();
    await expect(page).toHaveURL(`${PAGE}/history`);
    await expect(field(page, 'Institution or employer')).toHaveValue('Harbor Clinic');

    const beforeUnload = page.waitForEvent('dialog');
    void page.reload().catch(() => undefined);
    const asked = await beforeUnload;
    expect(asked.type()).toBe('beforeunload');
    await asked.dismiss();
    await expect(field(page, 'Institution or employer')).toHaveValue('Harbor Clinic');

    await page.getByRole('link', { name: 'Back to your dashboard' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/v3\/dashboard$/);
    await expect(page.getByRole('list', { name: 'Your organizations' })).toBeVisible();
  });
});
