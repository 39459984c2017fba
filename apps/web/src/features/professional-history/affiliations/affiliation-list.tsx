import type { AffiliationEntry } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { SavedItem } from '../shared/saved-item';
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
  return (
    <ul className="ph-list" aria-labelledby={AFFILIATIONS_TITLE_ID}>
      {affiliations.map((entry) => {
        const name = affiliationName(entry, t);
        return (
          <SavedItem
            key={entry.id}
            name={name}
            needsDetails={incompleteIds.includes(entry.id)}
            onEdit={(from) => onEdit(entry, from)}
            onRemove={(from) => onRemove(entry, from)}
          >
            <p className="ph-item__meta">{affiliationMeta(entry, t)}</p>
          </SavedItem>
        );
      })}
    </ul>
  );
}
