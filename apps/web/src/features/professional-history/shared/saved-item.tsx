import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '#web/components/ui';

export interface SavedItemProps {
  /** What the item is called; the Edit and Remove buttons name it for screen readers. */
  name: string;
  /** Lines under the name (meta text), and anything before it (a reference's ordinal). */
  children?: ReactNode;
  before?: ReactNode;
  /** The item fails a rule under this requirement. */
  needsDetails: boolean;
  /** Each gets the button that was pressed, so focus can return to it. */
  onEdit: (from: HTMLElement) => void;
  onRemove: (from: HTMLElement) => void;
}

/** One saved entry of a professional-history list (position, gap, affiliation, reference) with its actions. */
export function SavedItem({ name, children, before, needsDetails, onEdit, onRemove }: SavedItemProps) {
  const { t } = useTranslation();
  return (
    <li className="ph-item">
      <div className="ph-item__text">
        {before}
        <p className="ph-item__name">{name}</p>
        {children}
        {needsDetails && (
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
          onClick={(event) => onEdit(event.currentTarget)}
        >
          {t('action.edit')}
        </button>
        <button
          type="button"
          className="button"
          aria-label={t('professional-history.entry.remove-named', { name })}
          onClick={(event) => onRemove(event.currentTarget)}
        >
          {t('professional-history.entry.remove')}
        </button>
      </div>
    </li>
  );
}
