import { SNACKBAR, SNACKBAR_REMOVAL_DELAY_MS } from '@credence/shared';
import { useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Snackbar } from './snackbar';
import { SnackbarQueue } from './snackbar-queue';
import { SnackbarContext } from './use-snackbar';
import './snackbar.css';

/**
 * Holds the queue and the top-right slot. The two live regions are always in the page, so a snackbar put
 * into them is announced: errors through role=alert, everything else through role=status.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue] = useState(() => new SnackbarQueue());
  const entry = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const api = useMemo(() => ({ show: queue.show, close: queue.close }), [queue]);
  // No clean-up on unmount: a timer left running only updates a queue nobody listens to any more, whereas
  // disposing in an effect would, under StrictMode's trial unmount, cancel the close of an early snackbar.

  const snackbar = entry && (
    <Snackbar
      entry={entry}
      onClose={() => queue.close(entry.id)}
      onPause={queue.pause}
      onResume={queue.resume}
    />
  );

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {/* A labelled region keeps the notices inside a landmark, like the rest of the page. */}
      <section
        className={`snackbars snackbars--${SNACKBAR.position}`}
        aria-label={t('snackbar.region')}
        ref={(element) => element?.style.setProperty('--snackbar-exit', `${SNACKBAR_REMOVAL_DELAY_MS}ms`)}
      >
        <div role="alert">{entry?.type === 'error' && snackbar}</div>
        <div role="status">{entry && entry.type !== 'error' && snackbar}</div>
      </section>
    </SnackbarContext.Provider>
  );
}
