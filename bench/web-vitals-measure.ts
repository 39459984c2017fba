import type { CDPSession, Page } from '@playwright/test';

export interface Vitals {
  /** Largest contentful paint, ms after navigation start. */
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
const MAX_WAIT_MS = 30_000;

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
    const w = window as unknown as { vitals: { lcp: number; cls: number; at: number } };
    w.vitals = { lcp: 0, cls: 0, at: 0 };
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
  while (Date.now() - started < MAX_WAIT_MS) {
    await page.waitForTimeout(250);
    const sinceLcp = await page.evaluate(
      () => performance.now() - (window as unknown as { vitals: { at: number } }).vitals.at,
    );
    if (Date.now() - lastActivity > QUIET_MS && sinceLcp > QUIET_MS) break;
  }
  const { lcp, cls } = await page.evaluate(() => (window as unknown as { vitals: Vitals }).vitals);
  return { lcp, cls, bytes };
}
