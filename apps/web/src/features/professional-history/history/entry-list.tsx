import type { WorkHistoryEntry } from '@credence/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui';
import { datesText, entryKind, entryName } from './entry-text';

export interface EntryListProps {
  entries: readonly WorkHistoryEntry[];
  /** Entries that fail a rule under this requirement. */
  incompleteIds: readonly string[];
  onEdit: (entry: WorkHistoryEntry, from: HTMLElement) => void;
  onRemove: (entry: WorkHistoryEntry, from: HTMLElement) => void;
}

/** The saved entries, newest first as the server orders them: what, where, when, and what still needs details. */
export function EntryList({ entries, incompleteIds, onEdit, onRemove }: EntryListProps) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p className="ph-empty">{t('professional-history.entries.empty')}</p>;
  const from = (event: MouseEvent<HTMLButtonElement>) => event.currentTarget;
  return (
    <ul className="ph-list" aria-labelledby="ph-entries-title">
      {entries.map((entry) => {
        const name = entryName(entry, t);
        const explanation = typeof entry.explanation === 'string' ? entry.explanation : '';
        return (
          <li key={entry.id} className="ph-item">
            <div className="ph-item__text">
              <p className="ph-item__name">{name}</p>
              <p className="ph-item__meta">
                {entryKind(entry, t)} · {datesText(entry, t)}
              </p>
              {entry.type === 'gap' && explanation && <p className="ph-item__meta">{explanation}</p>}
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
