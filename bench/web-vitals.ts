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

/**
 * Typing in the wizard's name step with the CPU slowed 4x: the slowest key press to next paint.
 */
async function typingDelay(context: BrowserContext) {
  // The context is signed in already (main): a reload restores the session through the sign-in server.
  const page = await context.newPage();
  await page.goto(`http://localhost:${port}/enroll/name`);
  const field = page.getByRole('textbox').first();
  await field.waitFor({ timeout: 60_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const w = window as unknown as { eventDurations: number[] };
    w.eventDurations = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.eventDurations.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  await field.click();
  await field.pressSequentially('Alexandria Montgomery', { delay: 120 });
  await page.waitForTimeout(1000);
  const durations = await page.evaluate(
    () => (window as unknown as { eventDurations: number[] }).eventDurations,
  );
  const where = new URL(page.url()).pathname;
  await page.close();
  return { where, slowest: durations.length ? Math.max(...durations) : 0 };
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
    // cookie), and `/` hands a signed-in visitor on to their page.
    const signInPage = await context.newPage();
    await signIn(signInPage);
    await signInPage.close();
    const staticContext = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
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
    const typing = await typingDelay(context);
    console.log(
      `\nTyping in the first field of ${typing.where} (signed in), CPU 4x slower: slowest key to next paint ${typing.slowest.toFixed(0)} ms (0: none took 16 ms or more)`,
    );
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
