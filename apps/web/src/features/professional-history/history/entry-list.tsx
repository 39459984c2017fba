import type { WorkHistoryEntry } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { SavedItem } from '../shared/saved-item';
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
  return (
    <ul className="ph-list" aria-labelledby="ph-entries-title">
      {entries.map((entry) => {
        const name = entryName(entry, t);
        const explanation = typeof entry.explanation === 'string' ? entry.explanation : '';
        return (
          <SavedItem
            key={entry.id}
            name={name}
            needsDetails={incompleteIds.includes(entry.id)}
            onEdit={(from) => onEdit(entry, from)}
            onRemove={(from) => onRemove(entry, from)}
          >
            <p className="ph-item__meta">
              {entryKind(entry, t)} · {datesText(entry, t)}
            </p>
            {entry.type === 'gap' && explanation && <p className="ph-item__meta">{explanation}</p>}
          </SavedItem>
        );
      })}
    </ul>
  );
}
