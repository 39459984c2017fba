import type { PeerReferenceEntry } from '@credence/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui';
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
  const from = (event: MouseEvent<HTMLButtonElement>) => event.currentTarget;
  return (
    <ol className="ph-list" aria-labelledby={REFERENCES_TITLE_ID}>
      {references.map((entry, index) => {
        const name = referenceName(entry, t);
        return (
          <li key={entry.id} className="ph-item">
            <div className="ph-item__text">
              <h4 className="ph-item__ordinal">{t(ordinalKey(index))}</h4>
              <p className="ph-item__name">{name}</p>
              {referenceDetails(entry).map((line) => (
                <p key={line} className="ph-item__meta">
                  {line}
                </p>
              ))}
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
    </ol>
  );
}
