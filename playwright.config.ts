import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { networkServerEnv } from './apps/web/e2e/support/network-env';

const port = Number(process.env.E2E_PORT ?? 3100);
// The journeys read the development outbox (DATA_DIR/outbox) for links the server e-mails.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'credence-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The organization sign-in journey runs a local SAML IdP (apps/web/e2e/support/saml-idp.ts) beside the server.
const samlIdpPort = Number(process.env.E2E_SAML_IDP_PORT ?? port + 1000);
process.env.E2E_SAML_IDP_PORT = String(samlIdpPort);
// The OpenID4VP journey (oid4vc.spec.ts) runs a local verifier on port + 1003; the server may post to it over
// http only because OID4VP_HTTP_ORIGINS lists that origin (decision 054: development and tests only).
const verifierPort = Number(process.env.E2E_VERIFIER_PORT ?? port + 1003);
process.env.E2E_VERIFIER_PORT = String(verifierPort);
// The professional-network journey needs E2E_NETWORK=1: the server then signs in through the local provider
// that journey starts on port + 1 (the login page gains a 'Sign in with LinkedIn' button).
const networkEnv = process.env.E2E_NETWORK === '1' ? networkServerEnv(port) : {};
// Silent renewal and forced expiry (session-expiry.spec.ts) need E2E_SHORT_TOKENS=1: the server then issues
// access tokens that live 30 seconds (its minimum). Only that pass runs the spec; the others leave it out.
const shortTokens = process.env.E2E_SHORT_TOKENS === '1';
const shortTokenEnv = shortTokens ? { ACCESS_TOKEN_TTL_SECONDS: '30' } : {};
// The fleet check (scripts/fleet.mjs) starts its own instances behind a proxy and points the journeys at it.
const externalBaseUrl = process.env.E2E_BASE_URL;
// scripts/e2e.mjs runs the passes at the same time: each keeps its results and report apart.
const pass = process.env.E2E_PASS ? `-${process.env.E2E_PASS}` : '';

/** Browser journeys against the real built server, in Debian's Chromium. */
export default defineConfig({
  testDir: 'apps/web/e2e',
  testIgnore: shortTokens ? [] : ['**/session-expiry.spec.ts'],
  outputDir: `e2e-artifacts/results${pass}`,
  // 60 s: on CI's two cores the main pass shares the machine with the short-token pass's server and browser,
  // and a 14 s journey (accounts.spec.ts, idle machine) overran 30 s there. Long journeys set their own.
  timeout: 60_000,
  // Journeys run in two workers, a file at a time each; a file's tests stay in order. Journeys that change
  // data sign up their own user or change what no other file reads (decision 027).
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // CI retries a failed journey once (Playwright's advice for CI): a journey that fails twice fails the run; one
  // that passes on the retry is listed as "flaky" in the output, to be looked at, rather than turning a run red
  // on a two-core machine's timing (a network sign-in journey timed out once in CI and never here).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: `e2e-artifacts/report${pass}`, open: 'never' }]],
  use: {
    baseURL: externalBaseUrl ?? `http://localhost:${port}`,
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'npm run start --workspace @credence/server',
        url: `http://localhost:${port}/api/health`,
        timeout: 90_000,
        reuseExistingServer: false,
        env: {
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          DATABASE_URL: '',
          DEMO_SAML_IDP_URL: `http://127.0.0.1:${samlIdpPort}/sso`,
          DEMO_SAML_IDP_CERT_FILE: path.resolve('apps/server/test/fixtures/saml/idp-cert.pem'),
          OID4VP_HTTP_ORIGINS: `http://127.0.0.1:${verifierPort}`,
          // Every journey signs in from 127.0.0.1: with 60-odd journeys the main pass makes more than the
          // default 50 sign-ins per address in 15 minutes and a later one was refused "Too many attempts".
          // The per-account count (5 failures) stays as in production; known-device.spec.ts relies on it.
          RATE_LIMIT_PER_ADDRESS: '1000',
          ...networkEnv,
          ...shortTokenEnv,
        },
      },
});
