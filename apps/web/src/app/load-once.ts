/**
 * Loads once: later calls get the same promise, already settled, so a page loaded ahead (by a test, or a
 * second route showing the same page) is there without another trip. A failed load is tried again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}
