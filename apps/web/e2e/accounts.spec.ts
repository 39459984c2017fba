import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiSignIn } from './support/api-session';
import { firstLink, latestMailTo } from './support/outbox';
import { signInThroughEntry } from './support/sign-in';

// The demo seed's invitation to new.clinician@credence.test has this fixed id (apps/server/src/db/seed-invites.ts).
const DEMO_INVITATION_ID = '6f1d2c3b-4a59-4e7d-8c1b-2a3f4e5d6c7b';
const STAFF = { email: 'credentialing@riverside.test', password: 'Console-Demo-2026' };
const password = 'Lantern-Harbor-42';

test('staff create an account for a clinician, who claims it, sets a password and signs in', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `claimed.${Date.now()}@credence.test`;
  const staff = await apiSignIn(request, baseURL!, STAFF);
  const created = await request.post('/api/user', {
    headers: staff.headers,
    data: { email, first_name: 'Morgan', last_name: 'Ellis', npi: '1234567893', degree_type: 'PA' },
  });
  expect(created.status()).toBe(200);
  expect((await created.json()).data).toMatchObject({ claimed: false, degree_type: 'PA' });

  const link = firstLink(await latestMailTo(email));
  expect(link).toMatch(/\/claim-account\?hash=[\w-]{43}&nonce=[\w-]{43}$/);
  await page.goto(link);
  // The claim page hands over to the one-time set-password page with a full page load.
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm your password').fill(password);
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();

  // Single use: the same link now says the account is claimed.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Claim your account' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('already been claimed');
  await expectNoAxeViolations(page);

  // Claiming joined Riverside Health, whose consent form is outstanding: the routing order sends them to /intro.
  await signInThroughEntry(page, email, password);
  await expect(page).toHaveURL(/\/intro$/);
  const lookup = await request.get(`/api/account_lookup?email=${encodeURIComponent(email)}`, {
    headers: staff.headers,
  });
  expect((await lookup.json()).data.claimed).toBe(true);
});

test('the invited clinician signs up, confirms the address and accepts the invitation', async ({
  page,
  request,
  baseURL,
}) => {
  const email = 'new.clinician@credence.test';
  const document = await request.get(`/${DEMO_INVITATION_ID}.json`);
  expect(await document.json()).toMatchObject({
    organization: { name: 'Riverside Health' },
    first_name: 'Avery',
  });

  // The invitation link starts the sign-in with invite_id; the routing order brings the person back to it.
  await page.goto(`/?invite_id=${DEMO_INVITATION_ID}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'New to Credence? Create an account' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill('Chen');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm your password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/accept-invite\?invite_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Join Riverside Health' })).toBeVisible();

  // Only a confirmed address makes the membership active at once.
  await page.goto(firstLink(await latestMailTo(email)));
  await expect(page.getByRole('heading', { name: 'Your email address is confirmed' })).toBeVisible();

  await page.goto(`/accept-invite?invite_id=${DEMO_INVITATION_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Join Riverside Health' })).toBeVisible();
  await expect(page.getByText('Hello Avery,')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You have joined Riverside Health.');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/invitation-accepted.png', fullPage: true });

  const clinician = await apiSignIn(request, baseURL!, { email, password });
  const subscriptions = await request.get('/api/holder_subscriptions', { headers: clinician.headers });
  expect((await subscriptions.json()).data).toEqual([
    expect.objectContaining({ status: 'active', subscriber_group: 'riverside-health' }),
  ]);

  // An accepted invitation is gone: the page says so clearly.
  await page.goto(`/accept-invite?invite_id=${DEMO_INVITATION_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invitation not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});
