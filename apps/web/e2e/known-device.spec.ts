import { expect, test, type BrowserContext } from '@playwright/test';
import { signInThroughEntry } from './support/sign-in';

const password = 'Lantern-Harbor-42';
const KNOWN_DEVICE_COOKIE = 'credence_known_device';

/** Ends the browser's sessions but keeps what it remembers of past sign-ins, as a browser restart would. */
async function keepOnlyKnownDevice(context: BrowserContext) {
  const kept = (await context.cookies()).filter((cookie) => cookie.name === KNOWN_DEVICE_COOKIE);
  await context.clearCookies();
  await context.addCookies(kept);
}

test('a stranger’s wrong passwords lock out new browsers, not the clinician’s own (decision 024)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `known.${Date.now()}@credence.test`;
  const own = await browser.newContext();
  const page = await own.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'New to Credence? Create an account' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('First name').fill('Rowan');
  await page.getByLabel('Last name').fill('Ellis');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm your password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/enroll$/);

  // A password sign-in makes this browser known to the account.
  await own.clearCookies();
  await signInThroughEntry(page, email, password);
  await expect(page).toHaveURL(/\/enroll$/);
  const [known] = (await own.cookies()).filter((cookie) => cookie.name === KNOWN_DEVICE_COOKIE);
  expect(known).toMatchObject({ path: '/auth', httpOnly: true, sameSite: 'Strict' });
  await keepOnlyKnownDevice(own);

  const stranger = await browser.newContext();
  const guessing = await stranger.newPage();
  // The exact quota (5 per 15 minutes) is the server tests'; here the windows follow the real clock, so a
  // guessing run that crosses a window boundary may need a few more tries.
  const tooMany = /^Too many attempts\. Please wait \d+ minutes and try again\.$/;
  for (let guess = 0; guess < 10; guess++) {
    await signInThroughEntry(guessing, email, `Wrong-Guess-${guess}`);
    if (tooMany.test((await guessing.locator('#identifier-error').textContent()) ?? '')) break;
  }
  await signInThroughEntry(guessing, email, password);
  await expect(guessing.locator('#identifier-error')).toHaveText(tooMany);

  await signInThroughEntry(page, email, password);
  await expect(page).toHaveURL(/\/enroll$/);
  await stranger.close();
  await own.close();
});
