// Web vitals of the built product on a simulated mid-range phone, beside a static HTML page holding the
// same first screen, in one run. Prints a table; not a pass/fail test (decision 027).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { serveStaticCopies } from './web-vitals-static';
import { throttle, vitalsOf } from './web-vitals-measure';
import type { Vitals } from './web-vitals-measure';
import { goWithinApp, typingDelay } from './web-vitals-typing';
import type { TypingDelay } from './web-vitals-typing';

const repo = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3271);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const webDist = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(repo, 'apps/web/dist'));
const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? [
  '/',
  '/enroll',
  '/v3/dashboard',
  '/credentials',
  '/work_verification',
];
// Where the typing delay is measured: the wizard's first step with text fields (its first asks a choice).
const TYPING_ROUTE = '/enroll';
// The demo clinician (README): enrolment in progress, so /enroll shows the wizard's first step.
const DEMO = { email: 'demo.clinician@credence.test', password: 'Wallet-Demo-2026' };

async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      WEB_DIST: webDist,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'credence-vitals-')),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > 300_000) {
      child.kill('SIGTERM');
      throw new Error('the server did not answer /api/health in 300 s');
    }
    const ok = await fetch(`http://localhost:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Signs in on the hosted sign-in page and waits until the app has taken the visitor to their first page. */
async function signIn(page: Page) {
  await page.goto(`http://localhost:${port}/`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email address or mobile phone number').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !/^\/(oidc|auth|callback)/.test(url.pathname) && url.pathname !== '/', {
    timeout: 60_000,
  });
}

/** The page as the visitor ends up seeing it, scripts and preloads removed: the static baseline's HTML. */
async function firstScreenHtml(page: Page) {
  return page.evaluate(() => {
    const doc = document.documentElement.cloneNode(true) as HTMLElement;
    doc.querySelectorAll('script, link[rel="modulepreload"], noscript').forEach((node) => node.remove());
    return `<!doctype html>\n${doc.outerHTML}`;
  });
}

/** The wizard's first text field: a step that only asks a choice is answered with its first option. */
async function firstTextField(page: Page) {
  const field = page.getByRole('textbox').first();
  for (let step = 0; step < 3; step++) {
    await page.getByRole('radio').or(field).first().waitFor({ timeout: 60_000 });
    if (await field.isVisible()) return field;
    // With the keyboard, as the journeys do: the styled choice covers its input from the pointer.
    await page.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Next', exact: true }).press('Enter');
  }
  await field.waitFor({ timeout: 60_000 });
  return field;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(context: BrowserContext, url: string) {
  const results: (Vitals & { html: string; finalPath: string })[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await context.newPage();
    await throttle(page);
    const vitals = await vitalsOf(page, url);
    results.push({ ...vitals, html: await firstScreenHtml(page), finalPath: new URL(page.url()).pathname });
    await page.close();
  }
  const last = results.at(-1)!;
  const shifted = results.find((r) => r.shifts.length > 0);
  return {
    shifts: shifted?.shifts ?? [],
    lcp: median(results.map((r) => r.lcp)),
    cls: Math.max(...results.map((r) => r.cls)),
    bytes: median(results.map((r) => r.bytes)),
    html: last.html,
    finalPath: last.finalPath,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);
const s = (ms: number) => (ms / 1000).toFixed(2);

async function main() {
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error(`No web build in ${webDist}: npm run build`);
  const server = await startServer();
  let browser: Browser | undefined;
  const statics = await serveStaticCopies(webDist, port + 1);
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    // Signed in once: each measured load then restores the session as a reload does (the sign-in server's
    // cookie), and `/` hands a signed-in visitor on to their page. The tab first serves the typing step.
    const signInPage = await context.newPage();
    await signIn(signInPage);
    const staticContext = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    // Typing first, while the tab is fresh (an idle tab would meet the idle time-out): the demo clinician's
    // wizard (signed in, reached inside the app), beside the same first screen as a static page with no
    // script, both with the CPU 4x slower and no network throttling.
    await goWithinApp(signInPage, TYPING_ROUTE);
    const appField = await firstTextField(signInPage);
    statics.put(TYPING_ROUTE, await firstScreenHtml(signInPage));
    const typed = await typingDelay(signInPage, appField);
    const staticPage = await staticContext.newPage();
    await staticPage.goto(`http://localhost:${port + 1}${TYPING_ROUTE}`);
    const baseline = await typingDelay(staticPage, staticPage.getByRole('textbox').first());
    await signInPage.close();
    await staticPage.close();
    console.log(
      `Slow 4G (1.6 Mbps down, 150 ms), CPU 4x slower, 412x823; median of ${runs} loads; web build ${path.relative(repo, webDist)}`,
    );
    console.log('| route | LCP s | static LCP s | LCP / static | CLS | KB over the wire | static KB |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    const shifts: string[] = [];
    for (const route of ROUTES) {
      const app = await measure(context, `http://localhost:${port}${route}`);
      statics.put(route, app.html);
      const copy = await measure(staticContext, `http://localhost:${port + 1}${route}`);
      // The table says where the visitor ended up when the app sent them on (e.g. `/` to their page).
      const shown = app.finalPath === route ? route : `${route} (→ ${app.finalPath})`;
      shifts.push(...app.shifts.map((shift) => `${route}: ${shift}`));
      console.log(
        `| ${shown} | ${s(app.lcp)} | ${s(copy.lcp)} | ${(app.lcp / copy.lcp).toFixed(2)} | ${app.cls.toFixed(3)} | ${kb(app.bytes)} | ${kb(copy.bytes)} |`,
      );
    }
    if (shifts.length) console.log(`\nLayout shifts (score, time, what moved):\n${shifts.join('\n')}`);
    console.log(
      `\nTyping ${typed.keys} keys into the first field of ${TYPING_ROUTE} (signed in), CPU 4x slower, key down to next paint (Event Timing; 0: under 16 ms):`,
    );
    console.log(
      '| page | slowest ms | median of reported ms | keys of 16 ms or more |\n|---|---:|---:|---:|',
    );
    const row = (name: string, t: TypingDelay) =>
      console.log(`| ${name} | ${t.slowest.toFixed(0)} | ${t.median.toFixed(0)} | ${t.slow} of ${t.keys} |`);
    row('app', typed);
    row('static copy', baseline);
  } finally {
    await browser?.close();
    statics.close();
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
