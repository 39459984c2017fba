import type { SelfAttestedChange } from '@credence/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionHistory } from '../api/profile';
import { shortDate } from '../credentials/credential-facts';
import { fieldLabel } from './profile-labels';
import { valueText } from './profile-sections';

/**
 * The history of changes of one profile section (issue 14; decision 042): read when opened, newest first,
 * each change with its date, the field, the value before and after, and who made it.
 */
export function SectionHistory({ section, sectionName }: { section: string; sectionName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const history = useSectionHistory(section, open);
  const words = { yes: t('credential.value.yes'), no: t('credential.value.no') };
  const shown = (value: unknown) => valueText(value, words) || t('credential.value.not-given');
  const line = (change: SelfAttestedChange) =>
    t('wallet.history.change', {
      field: fieldLabel(t, section, change.field),
      before: shown(change.previous_value),
      after: shown(change.value),
    });

  return (
    <details className="profile-history" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {t('wallet.history.title')}
        <span className="visually-hidden">: {sectionName}</span>
      </summary>
      {open && history.isPending && <p role="status">{t('wallet.history.loading')}</p>}
      {history.isError && (
        <p className="wallet__alert" role="alert">
          {t('wallet.history.error')}
        </p>
      )}
      {history.data &&
        (history.data.changes.length === 0 ? (
          <p>{t('wallet.history.none')}</p>
        ) : (
          <ol
            className="profile-history__list"
            aria-label={t('wallet.history.list', { section: sectionName })}
          >
            {history.data.changes.map((change, index) => (
              <li key={`${change.key}-${change.changed_at}-${index}`}>
                <time dateTime={change.changed_at}>{shortDate(change.changed_at)}</time>{' '}
                <span>{line(change)}</span>{' '}
                <span className="profile-history__by">{t(`wallet.history.by.${change.changed_by}`)}</span>
              </li>
            ))}
          </ol>
        ))}
    </details>
  );
}
