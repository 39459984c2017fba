import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApprove, usePending } from '../api/console';
import { nameOf } from './roster-list';

/** Joins waiting for the group: approving one makes the subscription active. */
export function PendingList() {
  const { t } = useTranslation();
  const pending = usePending(true);
  const approve = useApprove();
  const [done, setDone] = useState('');
  return (
    <section className="console__section" aria-labelledby="console-pending">
      <h2 id="console-pending">{t('console.pending.title')}</h2>
      <p role="status">{done}</p>
      {pending.isError && <p>{t('console.load-failed')}</p>}
      {pending.data?.length === 0 && <p>{t('console.pending.empty')}</p>}
      {pending.data && pending.data.length > 0 && (
        <ul className="console__list">
          {pending.data.map((row) => {
            const name = nameOf(row) || row.email || t('console.roster.no-name');
            return (
              <li key={row.id} className="console__item">
                <div className="console__item-main">
                  <strong>{name}</strong>
                  {row.requirement && (
                    <span>{t('console.roster.requirement', { name: row.requirement })}</span>
                  )}
                </div>
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    approve.mutate(row.id, {
                      onSuccess: () => setDone(t('console.pending.approved', { name })),
                    })
                  }
                >
                  {t('console.pending.approve', { name })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
