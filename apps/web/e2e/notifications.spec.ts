import { expect, test } from '@playwright/test';
import { apiSignIn } from './support/api-session';
import { expectNoAxeViolations } from './support/axe';
import { latestMailTo } from './support/outbox';
import { signInThroughEntry } from './support/sign-in';

const clinician = { email: 'demo.clinician@credence.test', password: 'Wallet-Demo-2026' };
const staff = { email: 'credentialing@riverside.test', password: 'Console-Demo-2026' };

test('a message from the organization appears live on the clinician’s page, and is deleted', async ({
  page,
  request,
  baseURL,
}) => {
  await signInThroughEntry(page, clinician.email, clinician.password);
  // Wait for the sign-in to finish (the demo clinician lands on enrolment) before opening another page.
  await expect(page).toHaveURL(/\/enroll$/);
  await page.goto('/notification-preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Notification preferences' })).toBeVisible();
  const inbox = page.getByRole('region', { name: 'Your notifications' });
  await expect(inbox.getByText('Live updates on')).toBeVisible();
  await expect(page.getByRole('group', { name: 'New tasks' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The organization's staff write through the API, as their console does; the page is not reloaded.
  const message = `Please upload your BLS card (${Date.now()})`;
  const session = await apiSignIn(request, baseURL!, staff);
  const sent = await request.post('/api/notifications', {
    headers: session.headers,
    data: { email: clinician.email, type: 'task_reminder', message },
  });
  expect(sent.status()).toBe(202);
  await expect(inbox.getByText(message)).toBeVisible();
  await expect(inbox.getByText('Message from Riverside Health')).toBeVisible();
  await page.screenshot({ path: 'e2e-artifacts/screenshots/notification-arrived.png', fullPage: true });
  await expectNoAxeViolations(page);
  // E-mail is on for this kind of notice by default, so the outbox has it too.
  expect(await latestMailTo(clinician.email)).toContain(message);

  await inbox.getByRole('button', { name: 'Delete notification' }).first().click();
  await expect(inbox.getByText(message)).toHaveCount(0);
  // Deleted on the server: a reload (a fresh catch-up) does not bring it back.
  await page.reload();
  await expect(inbox.getByText('Live updates on')).toBeVisible();
  await expect(inbox.getByText(message)).toHaveCount(0);
});
