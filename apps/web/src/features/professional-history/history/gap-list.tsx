import type { WorkHistoryData } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '#web/components/ui';
import { datesText } from './entry-text';

export interface GapListProps {
  gaps: WorkHistoryData['gaps'];
  onExplain: (gap: WorkHistoryData['gaps'][number], from: HTMLElement) => void;
}

/** The unexplained gaps of the look-back period, each with 'Explain this gap'. */
export function GapList({ gaps, onExplain }: GapListProps) {
  const { t } = useTranslation();
  if (gaps.length === 0) return null;
  return (
    <section className="ph-section" aria-labelledby="ph-gaps-title">
      <h3 id="ph-gaps-title">{t('professional-history.gaps.title')}</h3>
      <ul className="ph-list" aria-labelledby="ph-gaps-title">
        {gaps.map((gap) => (
          <li key={`${gap.start_date}-${gap.end_date}`} className="ph-item ph-item--gap">
            <div className="ph-item__text">
              <p className="ph-item__name">{t('work-entry.employment-gap')}</p>
              <p className="ph-item__meta">{datesText(gap, t)}</p>
              <StatusBadge tone="pending" icon="warning">
                {t('professional-history.gaps.unexplained')}
              </StatusBadge>
            </div>
            <div className="ph-item__actions">
              <button
                type="button"
                className="button"
                aria-label={t('professional-history.gaps.explain-named', {
                  start: gap.start_date,
                  end: gap.end_date,
                })}
                onClick={(event) => onExplain(gap, event.currentTarget)}
              >
                {t('professional-history.gaps.explain')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
