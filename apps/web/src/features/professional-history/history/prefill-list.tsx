import type { WorkHistoryEntry } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { datesText, entryKind, entryName } from './entry-text';

export interface PrefillListProps {
  positions: readonly WorkHistoryEntry[];
  onReview: (position: WorkHistoryEntry, from: HTMLElement) => void;
  onDismiss: () => void;
  dismissing: boolean;
}

/** 'From your resume': what the resume gave, each to review and add, and the rest to dismiss. */
export function PrefillList({ positions, onReview, onDismiss, dismissing }: PrefillListProps) {
  const { t } = useTranslation();
  if (positions.length === 0) return null;
  return (
    <section className="ph-section ph-section--prefill" aria-labelledby="ph-prefill-title">
      <h3 id="ph-prefill-title">{t('professional-history.prefill.title')}</h3>
      <p className="ph-intro">{t('professional-history.prefill.intro')}</p>
      <ul className="ph-list" aria-labelledby="ph-prefill-title">
        {positions.map((position) => {
          const name = entryName(position, t);
          return (
            <li key={position.id} className="ph-item">
              <div className="ph-item__text">
                <p className="ph-item__name">{name}</p>
                <p className="ph-item__meta">
                  {entryKind(position, t)} · {datesText(position, t)}
                </p>
              </div>
              <div className="ph-item__actions">
                <button
                  type="button"
                  className="button button--primary"
                  aria-label={t('professional-history.prefill.review-named', { name })}
                  onClick={(event) => onReview(position, event.currentTarget)}
                >
                  {t('professional-history.prefill.review')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button" aria-disabled={dismissing || undefined} onClick={onDismiss}>
        {t('professional-history.prefill.dismiss')}
      </button>
    </section>
  );
}
