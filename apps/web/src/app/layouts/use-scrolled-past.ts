import { useSyncExternalStore } from 'react';

// Passive: the listener never cancels scrolling, so the browser need not wait for it before scrolling.
function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * Whether the page is scrolled further than `thresholdPx`. The snapshot is a boolean, so a scroll re-renders
 * the caller only when the answer flips, not on every scroll event.
 */
export function useScrolledPast(thresholdPx: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > thresholdPx,
    () => false,
  );
}
