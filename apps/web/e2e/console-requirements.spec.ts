import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from './support/api-session';
import { expectNoAxeViolations } from './support/axe';
import { firstLink, latestMailTo } from './support/outbox';
import { signInThroughEntry } from './support/sign-in';

// Issue 18's "Done when" journey (decision 055). Riverside Health's administrator creates a requirement set
// with a document task, invites a new clinician by e-mail; the clinician creates an account from the outbox
// link, confirms the address and accepts. Staff assign the task from the clinician's file; the clinician
// uploads and submits it on /task/<id>; staff return it with a message, which the clinician reads on the
// task; the clinician submits again and staff accept it. The clinician shares (through the API: the share
// screens are the sharing journey's); staff open the share, download the FHIR bundle and mark the file
// reviewed. Enrolment is not driven here (the enrolment journeys do it): the set asks for no wallet
// credential, so the share holds none and the task is what it waits for. At 360 px, with axe.
const admin = { email: 'credentialing@riverside.test', password: 'Console-Demo-2026' };
const stamp = Date.now();
const SET = `Travel nurses ${stamp}`;
const TASK = 'Upload your TB test result';
const person = { email: `morgan.${stamp}@credence.test`, first: 'Morgan', last: `Lee${stamp % 1000}` };
const password = 'Journey-Pass-2026!';
const fullName = `${person.first} ${person.last}`;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function checkPage(page: Page, width = 360) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoAxeViolations(page);
}

async function openFile(page: Page) {
  await page.getByRole('link', { name: 'Back to the console' }).click();
  await page
    .getByRole('list', { name: 'Clinicians' })
    .getByRole('link', { name: `Open the file of ${fullName}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
}

test('staff create a requirement set, invite, assign, return and accept a task, see the share and review the file', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInThroughEntry(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Go to the administrator login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organization console' })).toBeVisible();

  // A requirement set with one document task, required before sharing.
  await page.getByRole('link', { name: 'Requirement sets' }).click();
  await page.getByRole('link', { name: 'New requirement set' }).click();
  await page.getByLabel('Name', { exact: true }).fill(SET);
  await page.getByLabel('RN', { exact: true }).check();
  await page.getByLabel('Verification window, days (1–365; empty: 120)').fill('366');
  await page.getByRole('button', { name: 'Add a task template' }).click();
  await page.getByLabel('Task 1: name').fill(TASK);
  await page.getByRole('button', { name: 'Create the requirement set' }).click();
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Verification window, days (1–365; empty: 120): ');
  await expect(page.getByLabel('Verification window, days (1–365; empty: 120)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByLabel('Verification window, days (1–365; empty: 120)').fill('90');
  await checkPage(page);
  await page.getByRole('button', { name: 'Create the requirement set' }).click();
  await expect(page.getByRole('heading', { level: 1, name: SET })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/requirements\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Task 1: name')).toHaveValue(TASK);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/requirement-set-360.png', fullPage: true });

  // Invite the new clinician to it by e-mail.
  await page.getByRole('link', { name: 'All requirement sets' }).click();
  await page.getByRole('link', { name: 'Back to the console' }).click();
  const inviteForm = page.getByRole('region', { name: 'Invite a clinician' });
  await inviteForm.getByRole('textbox', { name: 'Email address' }).fill(person.email);
  await inviteForm.getByRole('textbox', { name: 'First name (optional)' }).fill(person.first);
  await inviteForm.getByRole('textbox', { name: 'Last name (optional)' }).fill(person.last);
  await inviteForm.getByLabel('Requirement set').selectOption({ label: SET });
  await inviteForm.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(inviteForm.getByRole('status')).toHaveText(`Invitation sent to ${person.email}.`);
  const inviteId = new URL(firstLink(await latestMailTo(person.email))).searchParams.get('invite_id')!;

  // The clinician follows the link, creates an account, confirms the address and accepts.
  const clinicianContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const clinician = await clinicianContext.newPage();
  await clinician.goto(`/?invite_id=${inviteId}`);
  await clinician.getByRole('button', { name: 'Sign in' }).click();
  await clinician.getByRole('link', { name: 'New to Credence? Create an account' }).click();
  await clinician.getByLabel('Email address').fill(person.email);
  await clinician.getByLabel('First name').fill(person.first);
  await clinician.getByLabel('Last name').fill(person.last);
  await clinician.getByLabel('Password', { exact: true }).fill(password);
  await clinician.getByLabel('Confirm your password').fill(password);
  await clinician.getByRole('button', { name: 'Create account' }).click();
  await expect(clinician).toHaveURL(/\/accept-invite\?invite_id=/);
  await clinician.goto(firstLink(await latestMailTo(person.email)));
  await expect(clinician.getByRole('heading', { name: 'Your email address is confirmed' })).toBeVisible();
  await clinician.goto(`/accept-invite?invite_id=${inviteId}`);
  await clinician.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(clinician.getByRole('main').getByRole('status')).toHaveText(
    'You have joined Riverside Health.',
  );

  // Staff open the clinician's file and assign the task.
  await page.getByRole('link', { name: 'Requirement sets' }).click();
  await openFile(page);
  await expect(page.getByText(`Requirement set: ${SET}`)).toBeVisible();
  await page.getByLabel('Task template to assign').selectOption({ label: TASK });
  await page.getByRole('button', { name: 'Assign the task' }).click();
  await expect(page.getByText(`“${TASK}” assigned; the clinician has been notified.`)).toBeVisible();
  await checkPage(page);

  // The clinician uploads the document and submits the task on /task/<id>.
  const session = await apiSignIn(request, baseURL!, { email: person.email, password });
  const tasks = (await (await request.get('/api/holder_task', { headers: session.headers })).json()) as {
    data: { supplementary: { tasks: { id: string; name: string }[] }[] };
  };
  const taskId = tasks.data.supplementary
    .flatMap((group) => group.tasks)
    .find((one) => one.name === TASK)!.id;
  await clinician.goto(`/task/${taskId}`);
  await clinician
    .getByLabel('Add File')
    .setInputFiles({ name: 'TB test.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(clinician.getByText('Document: TBtest.pdf')).toBeVisible();
  await clinician.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(clinician.getByText('You submitted this task. It can no longer be changed.')).toBeVisible();

  // Staff return it with a message; the clinician reads it on the task and submits again.
  await openFile(page);
  await page
    .getByLabel('Message to the clinician (to return the task)')
    .fill('Please upload the page with the reading.');
  await page.getByRole('button', { name: `Return “${TASK}” with the message` }).click();
  await expect(page.getByText(`“${TASK}” returned to the clinician.`)).toBeVisible();
  await clinician.goto(`/task/${taskId}`);
  await expect(clinician.getByText('Riverside Health returned this task. Their message:')).toBeVisible();
  await expect(clinician.getByText('Please upload the page with the reading.')).toBeVisible();
  await checkPage(clinician);
  await clinician.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(clinician.getByText('You submitted this task. It can no longer be changed.')).toBeVisible();

  // Staff accept it: final.
  await openFile(page);
  await page.getByRole('button', { name: `Accept “${TASK}”` }).click();
  await expect(page.getByText(`“${TASK}” accepted.`)).toBeVisible();
  await expect(page.getByText(/^Accepted .* by Riverside Health credentialing/)).toBeVisible();

  // The clinician shares with Riverside (the share screens are the sharing journey's).
  const subscriptions = (await (
    await request.get('/api/holder_subscriptions', { headers: session.headers })
  ).json()) as { data: { id: string; app_req_id: string | null }[] };
  const subscription = subscriptions.data[0]!;
  const shared = await request.post('/api/presentations', {
    headers: session.headers,
    data: {
      subscription_id: subscription.id,
      omit: {},
      attestations: { accurate: true, authorize: true, 'notify-changes': true },
      signature: { full_name: fullName, confirmed: true },
    },
  });
  expect(shared.status(), await shared.text()).toBe(201);

  // Staff see the share verified and download its FHIR bundle.
  await page.getByRole('link', { name: 'Back to the console' }).click();
  const share = page
    .getByRole('list', { name: 'Received shares' })
    .getByRole('listitem')
    .filter({ hasText: fullName });
  await share.getByRole('button', { name: `Open the share of ${fullName}` }).click();
  // The share holds no credential (the set asks for none: enrolment is not driven here), so the panel does
  // not call it verified; a share verified credential by credential is console-shares.spec.ts's.
  await expect(page.getByRole('heading', { name: `Share of ${fullName}` })).toBeVisible();
  await expect(page.getByText('Not verified: see the reasons under each credential.')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the FHIR bundle' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.fhir\.json$/);
  await expect(page.getByText('The FHIR bundle is downloaded.')).toBeVisible();

  // And mark the file reviewed, on the clinician's file.
  await page
    .getByRole('list', { name: 'Clinicians' })
    .getByRole('link', { name: `Open the file of ${fullName}` })
    .click();
  await page.getByRole('button', { name: `Mark the file of ${fullName} reviewed` }).click();
  await expect(page.getByText(`The file of ${fullName} is marked reviewed.`)).toBeVisible();
  await expect(page.getByText(/^File reviewed .* by Riverside Health credentialing/)).toBeVisible();
  await checkPage(page);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/clinician-file-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkPage(page, 1280);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/clinician-file-1280.png', fullPage: true });
  await clinician.goto(`/task/${taskId}`);
  await clinicianContext.close();
});
