import { useCallback, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import type { Location } from 'react-router';
import { useConfirm } from '../../components/ui';

export interface UnsavedChangesOptions {
  /**
   * Whether `next` is still the same page, so leaving is not asked about; by default a change of path leaves,
   * while query or hash changes stay. A multi-step flow passes its own rule (e.g. same path prefix).
   */
  isSamePage?: (current: Location, next: Location) => boolean;
}

const samePath = (current: Location, next: Location) => current.pathname === next.pathname;

/**
 * While `active`, leaving for another page asks 'You will lose any unsaved progress. Do you want to continue?'
 * (000 §2): in-app navigation through the router's blocker and the confirm dialog, reload and tab close
 * through the browser's own beforeunload prompt (whose text browsers no longer let a page choose).
 * Returns the dialog, which the caller renders.
 */
export function useUnsavedChangesPrompt(active: boolean, options: UnsavedChangesOptions = {}): ReactNode {
  const { t } = useTranslation();
  const { confirm, dialog } = useConfirm();
  const isSamePage = options.isSamePage ?? samePath;
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
        active && !isSamePage(currentLocation, nextLocation),
      [active, isSamePage],
    ),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // A stale answer (the effect re-ran, or the component went) must not move a newer navigation.
    let current = true;
    void confirm({ title: t('navigation.unsaved-progress'), confirmLabel: t('action.continue') }).then(
      (confirmed) => {
        if (!current) return;
        if (confirmed) blocker.proceed();
        else blocker.reset();
      },
    );
    return () => {
      current = false;
    };
  }, [blocker, confirm, t]);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  return dialog;
}

/** The same as a component, for pages that would rather render it than call the hook. */
export function UnsavedChangesPrompt({ active, ...options }: UnsavedChangesOptions & { active: boolean }) {
  return useUnsavedChangesPrompt(active, options);
}
