import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupFailure } from './lookup-failure';

/**
 * What the clinician reads when a registry could not help: the source could not be reached (or refused the
 * question), or holds no record. It takes focus so a screen reader hears it at once; what was typed stays.
 */
export function LookupNotice({ failure }: { failure: LookupFailure }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), [failure]);
  return (
    <p ref={ref} className="enroll-alert enroll-alert--info" role="alert" tabIndex={-1}>
      {t(failure.message, failure.params)}
    </p>
  );
}

/** A polite 'Looking this up in NPPES…' while a look-up runs. */
export function LookupProgress({ source, active }: { source: string; active: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="enroll-lookup-progress" role="status">
      {active ? t('enroll.lookup.searching', { source }) : ''}
    </p>
  );
}
