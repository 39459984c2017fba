import type { PeerReferenceEntry } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { SavedItem } from '../shared/saved-item';
import { ordinalKey, referenceDetails, referenceName } from './reference-text';

/** The heading of the list: focus goes here when what opened an editor is gone. */
export const REFERENCES_TITLE_ID = 'ph-references-title';

export interface ReferenceListProps {
  /** Oldest first, as the server orders them: numbered 1st to 5th. */
  references: readonly PeerReferenceEntry[];
  /** References that fail a rule under this requirement. */
  incompleteIds: readonly string[];
  onEdit: (entry: PeerReferenceEntry, from: HTMLElement) => void;
  onRemove: (entry: PeerReferenceEntry, from: HTMLElement) => void;
}

/** The saved references as numbered cards (001 §3): name, credential and title, institution, what is missing. */
export function ReferenceList({ references, incompleteIds, onEdit, onRemove }: ReferenceListProps) {
  const { t } = useTranslation();
  if (references.length === 0) return <p className="ph-empty">{t('references.list.empty')}</p>;
  return (
    <ol className="ph-list" aria-labelledby={REFERENCES_TITLE_ID}>
      {references.map((entry, index) => {
        const name = referenceName(entry, t);
        return (
          <SavedItem
            key={entry.id}
            name={name}
            before={<h4 className="ph-item__ordinal">{t(ordinalKey(index))}</h4>}
            needsDetails={incompleteIds.includes(entry.id)}
            onEdit={(from) => onEdit(entry, from)}
            onRemove={(from) => onRemove(entry, from)}
          >
            {referenceDetails(entry).map((line) => (
              <p key={line} className="ph-item__meta">
                {line}
              </p>
            ))}
          </SavedItem>
        );
      })}
    </ol>
  );
}
