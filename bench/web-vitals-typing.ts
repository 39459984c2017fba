import type { Locator, Page } from '@playwright/test';

export interface TypingDelay {
  /** Key presses typed. */
  keys: number;
  /** Key presses whose interaction took 16 ms or more (Event Timing reports nothing shorter). */
  slow: number;
  /** The slowest interaction, key down to the next paint, ms (INP for this page; 0: none took 16 ms). */
  slowest: number;
  /** The median of the interactions that were reported, ms (0: none). */
  median: number;
}

const TEXT = 'Alexandria Montgomery';
const CPU_SLOWDOWN = 4;

/**
 * Types into `field` with the CPU slowed 4x and reads the Event Timing entries of each key press: an
 * interaction's duration runs from the key's hardware timestamp to the next paint after its handlers
 * (keydown, beforeinput, input, keyup), the measure behind INP. Works on the app and on a static page alike.
 */
export async function typingDelay(page: Page, field: Locator): Promise<TypingDelay> {
  await field.waitFor({ timeout: 60_000 });
  // A page in the background does not paint, so each key would wait for a paint that never comes.
  await page.bringToFront();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluate(() => {
    const w = window as unknown as { interactions: Record<number, number> };
    w.interactions = {};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        const id = entry.interactionId ?? 0;
        // Key presses only: the click that focused the field is an interaction of its own.
        if (id > 0 && /^(key|beforeinput|input)/.test(entry.name))
          w.interactions[id] = Math.max(w.interactions[id] ?? 0, entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  await field.click();
  await field.pressSequentially(TEXT, { delay: 150 });
  // Entries arrive after the paint that ends them.
  await page.waitForTimeout(1500);
  const durations = Object.values(
    await page.evaluate(() => (window as unknown as { interactions: Record<number, number> }).interactions),
  ).sort((a, b) => a - b);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return {
    keys: TEXT.length,
    slow: durations.length,
    slowest: durations.at(-1) ?? 0,
    median: durations[Math.floor(durations.length / 2)] ?? 0,
  };
}

/**
 * Takes a signed-in tab to `path` inside the app (the router follows history), not by loading the page
 * again: a load would restore the session through the sign-in server first (tokens live in memory only).
 */
export async function goWithinApp(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return;
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname.startsWith(path), { timeout: 60_000 });
}
