import { createContext, useContext, useState } from 'react';
import type { ReactNode } from 'react';

interface DraftStore {
  get(screen: string): unknown;
  has(screen: string): boolean;
  set(screen: string, value: unknown): void;
  remove(screen: string): void;
}

const DraftContext = createContext<DraftStore | null>(null);

/**
 * Keeps what was typed on each screen, in memory only (an SSN must not reach storage), so Back and a later
 * Next find it again. A saved screen drops its draft: from then on the saved values are the truth.
 */
export function DraftProvider({ children }: { children: ReactNode }) {
  const [store] = useState<DraftStore>(() => {
    const drafts = new Map<string, unknown>();
    return {
      get: (screen) => drafts.get(screen),
      has: (screen) => drafts.has(screen),
      set: (screen, value) => void drafts.set(screen, value),
      remove: (screen) => void drafts.delete(screen),
    };
  });
  return <DraftContext value={store}>{children}</DraftContext>;
}

/**
 * A screen's form state that outlives the screen: `initial` is used only when nothing was typed here yet.
 * Returns the value, a setter, and `forget` (call it once the answers are saved).
 */
export function useStepDraft<T>(screen: string, initial: () => T) {
  const store = useDrafts();
  const [value, setValue] = useState<T>(() => (store.has(screen) ? (store.get(screen) as T) : initial()));
  const update = (next: T) => {
    store.set(screen, next);
    setValue(next);
  };
  const forget = () => store.remove(screen);
  return [value, update, forget] as const;
}

/** The wizard's draft store, for a form that holds its own state (the step forms keep theirs in it). */
export function useDrafts(): DraftStore {
  const store = useContext(DraftContext);
  if (!store) throw new Error('Drafts are kept inside the enrolment wizard only (DraftProvider)');
  return store;
}
