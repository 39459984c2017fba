import { paths } from '@credence/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '#web/components/ui';

/**
 * After the last step built so far (decision 019): the professional history is complete. Focus moves to the heading,
 * so screen readers start here; the clinician can go back to review it or return to the dashboard.
 */
export function CompletionScreen({ onReview }: { onReview: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="ph-done" aria-labelledby="ph-done-title">
      <h2 id="ph-done-title" ref={heading} tabIndex={-1} className="ph-done__title">
        <Icon name="check" className="ph-done__mark" />
        {t('professional-history.done.title')}
      </h2>
      <p>{t('professional-history.done.body')}</p>
      <div className="ph-actions">
        <button type="button" className="button" onClick={onReview}>
          {t('professional-history.done.review')}
        </button>
        <Link className="button button--primary" to={paths.v3Dashboard()}>
          {t('processing.back-to-dashboard')}
        </Link>
      </div>
    </section>
  );
}
