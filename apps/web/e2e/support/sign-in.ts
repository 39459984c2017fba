import { expect, type Page } from '@playwright/test';

/** Starts at the login entry and signs in on the hosted sign-in page with the keyboard-reachable form. */
export async function signInThroughEntry(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Credence' })).toBeVisible();
  await page.getByLabel('Email address or mobile phone number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
