import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReceivedShares } from '../../api/received';
import { SharePanel } from './share-panel';

/** The group's received shares (clinician, date, requirement, state); one opens into its verification panel. */
export function ReceivedShares() {
  const { t, i18n } = useTranslation();
  const shares = useReceivedShares();
  const [open, setOpen] = useState<string | null>(null);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <section className="console__section" aria-labelledby="console-shares">
      <h2 id="console-shares">{t('console.shares.title')}</h2>
      <p role="status">{shares.isPending ? t('console.loading') : ''}</p>
      {shares.isError && <p>{t('console.load-failed')}</p>}
      {shares.data?.length === 0 && <p>{t('console.shares.empty')}</p>}
      {shares.data && shares.data.length > 0 && (
        <ul className="console__list" aria-label={t('console.shares.title')}>
          {shares.data.map((share) => (
            <li key={share.id} className="console__item">
              <div className="console__item-main">
                <strong>{share.clinician.name}</strong>
                <span>{t('console.shares.shared-on', { date: date(share.shared_at) })}</span>
                <span>
                  {share.requirement
                    ? t('console.roster.requirement', { name: share.requirement })
                    : t('console.roster.no-requirement')}
                </span>
                <span>{t('console.shares.count', { count: share.credential_count })}</span>
              </div>
              <span className={`console__state console__state--${share.state}`}>
                {t(`console.shares.state.${share.state}`)}
              </span>
              {share.state === 'active' && (
                <button
                  type="button"
                  className="button"
                  aria-expanded={open === share.id}
                  onClick={() => setOpen(open === share.id ? null : share.id)}
                >
                  {t('console.shares.open', { name: share.clinician.name })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {open && <SharePanel key={open} id={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
