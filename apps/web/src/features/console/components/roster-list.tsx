import type { RosterEntry } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { useRoster } from '../api/console';

const nameOf = (entry: Pick<RosterEntry, 'first_name' | 'last_name'>) =>
  [entry.first_name, entry.last_name].filter(Boolean).join(' ');

/** Every clinician subscribed or invited, with their state. */
export function RosterList() {
  const { t } = useTranslation();
  const roster = useRoster();
  return (
    <section className="console__section" aria-labelledby="console-roster">
      <h2 id="console-roster">{t('console.roster.title')}</h2>
      {roster.isPending && <p role="status">{t('console.loading')}</p>}
      {roster.isError && <p>{t('console.load-failed')}</p>}
      {roster.data?.length === 0 && <p>{t('console.roster.empty')}</p>}
      {roster.data && roster.data.length > 0 && (
        <ul className="console__list" aria-label={t('console.roster.title')}>
          {roster.data.map((entry) => (
            <li key={`${entry.kind}-${entry.id}`} className="console__item">
              <div className="console__item-main">
                <strong>{nameOf(entry) || t('console.roster.no-name')}</strong>
                {entry.email && <span className="console__email">{entry.email}</span>}
                <span>
                  {entry.requirement
                    ? t('console.roster.requirement', { name: entry.requirement })
                    : t('console.roster.no-requirement')}
                </span>
              </div>
              <span className={`console__state console__state--${entry.state}`}>
                {t(`console.state.${entry.state}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export { nameOf };
