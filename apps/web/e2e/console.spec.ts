import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { firstLink, latestMailTo } from './support/outbox';
import { signInThroughEntry } from './support/sign-in';

// The organization console (issue 18; decision 045). Riverside Health's credentialing administrator signs
// in on the hosted sign-in page, is asked whether they meant the administrator login (001 §1), takes it and
// lands on /admin: the roster with each clinician's state. They invite a clinician by e-mail (the
// invitation lands in the outbox with its accept link), then upload a CSV with a bad row and read the
// line-by-line report. At 360 px, with axe on every state.
const admin = { email: 'credentialing@riverside.test', password: 'Console-Demo-2026' };
const INVITED = `taylor.${Date.now()}@credence.test`;

test('staff sign in on the administrator login, see the roster, invite by e-mail and from a CSV', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInThroughEntry(page, admin.email, admin.password);
  await expect(
    page.getByText('This is an administrator account. Did you mean to use the administrator login?'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to the administrator login' }).click();
  // The administrator login completes this sign-in; the app's callback takes staff to /admin.
  const heading = page.getByRole('heading', { level: 1, name: 'Organization console' });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Riverside Health — you are signed in as an administrator.')).toBeVisible();

  // The roster: the seeded clinicians, each with its state. (The seeded invitation of Avery Chen is not
  // checked here: the invitation journey, running beside this one, may have accepted it; the invitation
  // this journey sends below shows as invited.)
  const roster = page.getByRole('list', { name: 'Clinicians' });
  await expect(roster.getByRole('listitem').filter({ hasText: 'Jordan Rivera' })).toBeVisible();
  await expect(
    // Sam Okafor is ready to share, or shared once the sharing journey beside this one has run.
    roster
      .getByRole('listitem')
      .filter({ hasText: 'Sam Okafor' })
      .getByText(/^(Ready to share|Shared)$/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // "File reviewed" records who and when.
  await roster.getByRole('button', { name: 'Mark the file of Jordan Rivera reviewed' }).click();
  await expect(page.getByText('The file of Jordan Rivera is marked reviewed.')).toBeVisible();
  await expect(
    roster
      .getByRole('listitem')
      .filter({ hasText: 'Jordan Rivera' })
      .getByText(/File reviewed .* by Riverside Health credentialing/),
  ).toBeVisible();

  // One invitation by e-mail: it lands in the outbox with its link, and on the roster as invited.
  const inviteForm = page.getByRole('region', { name: 'Invite a clinician' });
  await inviteForm.getByRole('textbox', { name: 'Email address' }).fill('not-an-address');
  await inviteForm.getByRole('button', { name: 'Send the invitation' }).click();
  // The error summary (it takes focus) and the message beside the field (one form engine).
  const summary = inviteForm.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Enter a valid email address.' })).toBeVisible();
  await expect(inviteForm.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
    /Enter a valid email address\./,
  );
  await expectNoAxeViolations(page);
  await inviteForm.getByRole('textbox', { name: 'Email address' }).fill(INVITED);
  await inviteForm.getByRole('textbox', { name: 'First name (optional)' }).fill('Taylor');
  await inviteForm.getByRole('textbox', { name: 'Last name (optional)' }).fill('Brooks');
  await inviteForm.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(inviteForm.getByRole('status')).toHaveText(`Invitation sent to ${INVITED}.`);
  const mail = await latestMailTo(INVITED);
  expect(mail).toContain('Subject: Riverside Health invites you to Credence');
  expect(firstLink(mail)).toMatch(/\/accept-invite\?invite_id=[0-9a-f-]{36}$/);
  await expect(
    roster.getByRole('listitem').filter({ hasText: 'Taylor Brooks' }).getByText('Invited'),
  ).toBeVisible();

  // A CSV with a bad row: the good line is invited, the bad one reported with its line number.
  const csvForm = page.getByRole('region', { name: 'Invite from a CSV file' });
  const good = `casey.${Date.now()}@credence.test`;
  await csvForm.getByLabel('CSV file').setInputFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`email,first_name,last_name\n${good},Casey,Nguyen\nnot-an-address,Bad,Row\n`),
  });
  await csvForm.getByRole('button', { name: 'Upload and invite' }).click();
  await expect(csvForm.getByText('Invitations sent: 1.')).toBeVisible();
  await expect(csvForm.getByText('Line 3: This email address is not valid.')).toBeVisible();
  await latestMailTo(good);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // 1280 px: the same page lays out without overflow.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(heading).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});
