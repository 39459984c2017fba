import { paths, type RosterEntry } from '@credence/shared';
import { Link } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkReviewed, useRoster } from '../api/console';

const nameOf = (entry: Pick<RosterEntry, 'first_name' | 'last_name'>) =>
  [entry.first_name, entry.last_name].filter(Boolean).join(' ');

/** Every clinician subscribed or invited, with their state; "file reviewed" for those who may review. */
export function RosterList({
  canReview,
  canOpenFile = false,
}: {
  canReview: boolean;
  canOpenFile?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const roster = useRoster();
  const review = useMarkReviewed();
  const [done, setDone] = useState('');
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <section className="console__section" aria-labelledby="console-roster">
      <h2 id="console-roster">{t('console.roster.title')}</h2>
      <p role="status">{roster.isPending ? t('console.loading') : done}</p>
      {roster.isError && <p>{t('console.load-failed')}</p>}
      {roster.data?.length === 0 && <p>{t('console.roster.empty')}</p>}
      {roster.data && roster.data.length > 0 && (
        <ul className="console__list" aria-label={t('console.roster.title')}>
          {roster.data.map((entry) => (
            <li key={`${entry.kind}-${entry.id}`} className="console__item">
              <div className="console__item-main">
                <strong>{nameOf(entry) || t('console.roster.no-name')}</strong>
                {canOpenFile && entry.kind === 'subscription' && (
                  <Link to={paths.adminClinician(entry.id)}>
                    {t('console.roster.open-file', { name: nameOf(entry) || entry.email || '' })}
                  </Link>
                )}
                {entry.email && <span className="console__email">{entry.email}</span>}
                <span>
                  {entry.requirement
                    ? t('console.roster.requirement', { name: entry.requirement })
                    : t('console.roster.no-requirement')}
                </span>
                {entry.reviewed_at && (
                  <span>
                    {t('console.roster.reviewed', {
                      date: date(entry.reviewed_at),
                      by: entry.reviewed_by ?? '—',
                    })}
                  </span>
                )}
              </div>
              <span className={`console__state console__state--${entry.state}`}>
                {t(`console.state.${entry.state}`)}
              </span>
              {canReview && entry.kind === 'subscription' && (
                <button
                  type="button"
                  className="button"
                  disabled={review.isPending}
                  onClick={() => {
                    const name = nameOf(entry) || entry.email || '';
                    review.mutate(entry.id, {
                      onSuccess: () => setDone(t('console.roster.marked', { name })),
                    });
                  }}
                >
                  {t('console.roster.mark-reviewed', { name: nameOf(entry) || entry.email || '' })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export { nameOf };
