import type { AffiliationEntry } from '@credence/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui';
import { affiliationMeta, affiliationName } from './affiliation-text';

/** The heading of the list: focus goes here when what opened an editor is gone. */
export const AFFILIATIONS_TITLE_ID = 'ph-affiliations-title';

export interface AffiliationListProps {
  affiliations: readonly AffiliationEntry[];
  /** Affiliations that fail a rule under this requirement. */
  incompleteIds: readonly string[];
  onEdit: (entry: AffiliationEntry, from: HTMLElement) => void;
  onRemove: (entry: AffiliationEntry, from: HTMLElement) => void;
}

/** The saved affiliations as the server orders them: institution, department, dates, what needs details. */
export function AffiliationList({ affiliations, incompleteIds, onEdit, onRemove }: AffiliationListProps) {
  const { t } = useTranslation();
  if (affiliations.length === 0) return <p className="ph-empty">{t('affiliations.list.empty')}</p>;
  const from = (event: MouseEvent<HTMLButtonElement>) => event.currentTarget;
  return (
    <ul className="ph-list" aria-labelledby={AFFILIATIONS_TITLE_ID}>
      {affiliations.map((entry) => {
        const name = affiliationName(entry, t);
        return (
          <li key={entry.id} className="ph-item">
            <div className="ph-item__text">
              <p className="ph-item__name">{name}</p>
              <p className="ph-item__meta">{affiliationMeta(entry, t)}</p>
              {incompleteIds.includes(entry.id) && (
                <StatusBadge tone="pending" icon="warning">
                  {t('professional-history.entry.needs-details')}
                </StatusBadge>
              )}
            </div>
            <div className="ph-item__actions">
              <button
                type="button"
                className="button"
                aria-label={t('professional-history.entry.edit-named', { name })}
                onClick={(event) => onEdit(entry, from(event))}
              >
                {t('action.edit')}
              </button>
              <button
                type="button"
                className="button"
                aria-label={t('professional-history.entry.remove-named', { name })}
                onClick={(event) => onRemove(entry, from(event))}
              >
                {t('professional-history.entry.remove')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
