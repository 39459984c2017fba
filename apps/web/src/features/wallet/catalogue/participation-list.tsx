import { useTranslation } from 'react-i18next';
import type { CatalogueCredential } from './credential-values';
import { fieldLabelKey } from './credential-values';
import { isWordingKey } from '#web/lib/i18n';

/** The entries of a program-enrolment record: `list` in its data (or, failing that, its first list). */
export function participationEntries(data: Readonly<Record<string, unknown>>): Record<string, unknown>[] {
  const list = Array.isArray(data.list) ? data.list : Object.values(data).find(Array.isArray);
  return (list ?? []).filter(
    (entry): entry is Record<string, unknown> => entry !== null && typeof entry === 'object',
  );
}

/** participation_reported (001 §2): the program enrolment record, one entry per program. */
export function ParticipationList({ credential }: { credential: CatalogueCredential }) {
  const { t } = useTranslation();
  const entries = participationEntries(credential.data);
  if (entries.length === 0)
    return <p className="credential-form__empty">{t('credential.participation.none')}</p>;
  return (
    <ul className="credential-form participation-list">
      {entries.map((entry, index) => (
        <li key={index}>
          <dl className="credential-fields">
            {Object.entries(entry)
              .filter(([, value]) => value !== null && value !== '' && typeof value !== 'object')
              .map(([key, value]) => {
                const label = fieldLabelKey(key);
                return (
                  <div key={key}>
                    <dt>{isWordingKey(label) ? t(label) : key}</dt>
                    <dd>{String(value)}</dd>
                  </div>
                );
              })}
          </dl>
        </li>
      ))}
    </ul>
  );
}
