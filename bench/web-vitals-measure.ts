import type { CDPSession, Page } from '@playwright/test';

export interface Vitals {
  /**
   * Largest contentful paint, ms after the first request: when the app sends the visitor on through the
   * sign-in server (a reload restores the session that way), the time until the last page's LCP.
   */
  lcp: number;
  /** Cumulative layout shift (shifts not caused by input). */
  cls: number;
  /** Bytes received over the wire (headers and bodies, compressed as sent). */
  bytes: number;
}

// The phone: slow 4G (1.6 Mbps down, 150 ms latency) and a CPU 4x slower than this machine's.
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const CPU_SLOWDOWN = 4;
// After `load`, how long the page must go without a new LCP candidate or request before it counts as settled.
const QUIET_MS = 2500;
const MAX_WAIT_MS = 60_000;

/** Throttles network and CPU for this page, with the cache off so every load is a first visit. */
export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** Loads `url` in a throttled page and reads LCP, CLS and bytes once the page has settled. */
export async function vitalsOf(page: Page, url: string): Promise<Vitals> {
  const cdp = await throttle(page);
  let bytes = 0;
  let lastActivity = Date.now();
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
    lastActivity = Date.now();
  });
  cdp.on('Network.requestWillBeSent', () => {
    lastActivity = Date.now();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { vitals: { lcp: number; cls: number; at: number; origin: number } };
    w.vitals = { lcp: 0, cls: 0, at: 0, origin: performance.timeOrigin };
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) w.vitals.lcp = last.startTime;
      w.vitals.at = performance.now();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.vitals.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: MAX_WAIT_MS });
  // The page may move on (a hand-off through the sign-in server): read the vitals of the page it ends on.
  const read = () =>
    page
      .evaluate(
        () =>
          (window as unknown as { vitals: { lcp: number; cls: number; at: number; origin: number } }).vitals,
      )
      .catch(() => null);
  let vitals = await read();
  while (Date.now() - started < MAX_WAIT_MS) {
    await page.waitForTimeout(250);
    vitals = await read();
    const quiet = Date.now() - lastActivity > QUIET_MS;
    if (vitals && quiet && vitals.origin + vitals.at < Date.now() - QUIET_MS) break;
  }
  if (!vitals) throw new Error(`${url} did not settle in ${MAX_WAIT_MS} ms`);
  return { lcp: vitals.origin + vitals.lcp - started, cls: vitals.cls, bytes };
}
