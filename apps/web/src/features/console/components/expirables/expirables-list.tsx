import { EXPIRY_HORIZONS, type Expirable } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { useExpirables } from '../../api/received';

/** Shared credentials of the group's clinicians expiring within 30, 60 and 90 days, grouped by horizon. */
export function ExpirablesList() {
  const { t, i18n } = useTranslation();
  const expirables = useExpirables();
  const date = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const groups = EXPIRY_HORIZONS.map((days) => ({
    days,
    items: (expirables.data ?? []).filter((item: Expirable) => item.within === days),
  })).filter((group) => group.items.length > 0);
  return (
    <section className="console__section" aria-labelledby="console-expirables">
      <h2 id="console-expirables">{t('console.expirables.title')}</h2>
      <p>{t('console.expirables.lead')}</p>
      <p role="status">{expirables.isPending ? t('console.loading') : ''}</p>
      {expirables.isError && <p>{t('console.load-failed')}</p>}
      {expirables.data?.length === 0 && <p>{t('console.expirables.empty')}</p>}
      {groups.map((group) => (
        <div key={group.days}>
          <h3 id={`console-expirables-${group.days}`}>
            {t('console.expirables.within', { days: group.days })}
          </h3>
          <ul className="console__list" aria-labelledby={`console-expirables-${group.days}`}>
            {group.items.map((item) => (
              <li key={item.credential_id} className="console__item">
                <div className="console__item-main">
                  <strong>
                    {t('console.expirables.of', { name: item.name, clinician: item.clinician.name })}
                  </strong>
                  <span>
                    {t('console.expirables.expires', { date: date(item.expires_on), days: item.days_left })}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
