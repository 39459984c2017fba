import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { startTestIdp, type TestIdp } from './support/saml-idp';

// One local IdP for the file; each test says who it answers for and with which key.
let idp: TestIdp;
test.beforeAll(async ({ baseURL }) => {
  idp = await startTestIdp(baseURL!);
});
test.afterAll(() => idp.close());
test.beforeEach(() => {
  idp.user = { email: 'demo.clinician@credence.test', firstName: 'Jordan', lastName: 'Rivera' };
  idp.signWithWrongKey = false;
});

/** The organization's login entry, then on through its IdP (which answers without a form of its own). */
async function signInThroughOrganization(page: Page) {
  await page.goto('/?organization=riverside-health');
  await expect(page.getByRole('heading', { name: 'Sign in with your organization' })).toBeVisible();
  await expect(page.getByText('Riverside Health', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue to Riverside Health sign-in' }).click();
}

test('a clinician signs in through their organization and lands by the routing order', async ({ page }) => {
  await signInThroughOrganization(page);
  // The demo clinician signed the consent already and has not finished enrolment.
  await expect(page).toHaveURL(/\/enroll$/, { timeout: 15_000 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/saml-signed-in.png', fullPage: true });
});

test('a person new to Credence becomes a clinician of the organization and starts with its consent', async ({
  page,
}) => {
  idp.user = { email: `sso.${Date.now()}@riverside.test`, firstName: 'Sam', lastName: 'Okafor' };
  await signInThroughOrganization(page);
  // Subscribed to Riverside Health on the way in, so its required consent comes first.
  await expect(page).toHaveURL(/\/intro$/, { timeout: 15_000 });
  await expectNoAxeViolations(page);
});

test('an answer signed with the wrong key is refused with our error page', async ({ page }) => {
  idp.signWithWrongKey = true;
  await signInThroughOrganization(page);
  await expect(
    page.getByRole('heading', { name: 'We could not sign you in with your organization' }),
  ).toBeVisible();
  await expect(page.getByText(/We could not verify the answer/)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/saml\/riverside-health\/acs$/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/saml-refused.png', fullPage: true });
  await page.getByRole('link', { name: 'Try organization sign-in again' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with your organization' })).toBeVisible();
});
