import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '#web/components/ui';
import { useErrorHandler } from '#web/lib/error-handling';

/** Grey bars in the shape of what is coming; one polite "Loading…" for screen readers. */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton" role="status">
      <VisuallyHidden>{t('dashboard.loading')}</VisuallyHidden>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}

/**
 * A section that could not load: the generic notice tells the user (000 §8), and the section says what is
 * missing and what to do instead of staying blank.
 */
export function SectionError({ error, message }: { error: unknown; message: string }) {
  const handleError = useErrorHandler();
  useEffect(() => {
    handleError(error, { notify: true });
  }, [error, handleError]);
  return <p className="dashboard__problem">{message}</p>;
}
