import type { ConsoleWorkVerification } from '@credence/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkVerifications, workVerificationDownload } from '../../api/received';

/** Each work verification request of the group's clinicians, its state, and the signed PDF once signed. */
export function WorkVerificationsList() {
  const { t, i18n } = useTranslation();
  const requests = useWorkVerifications();
  const [message, setMessage] = useState('');
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const where = (item: ConsoleWorkVerification) =>
    item.institution && item.role
      ? t('console.work.position', { institution: item.institution, role: item.role })
      : (item.institution ?? t(`console.work.kind.${item.kind}`));
  const download = async (item: ConsoleWorkVerification) => {
    try {
      await workVerificationDownload(item.id);
      setMessage(t('console.work.downloaded'));
    } catch {
      setMessage(t('console.work.download-failed'));
    }
  };
  return (
    <section className="console__section" aria-labelledby="console-work">
      <h2 id="console-work">{t('console.work.title')}</h2>
      <p>{t('console.work.lead')}</p>
      <p role="status">{requests.isPending ? t('console.loading') : message}</p>
      {requests.isError && <p>{t('console.load-failed')}</p>}
      {requests.data?.length === 0 && <p>{t('console.work.empty')}</p>}
      {requests.data && requests.data.length > 0 && (
        <ul className="console__list" aria-label={t('console.work.title')}>
          {requests.data.map((item) => (
            <li key={item.id} className="console__item">
              <div className="console__item-main">
                <strong>{item.clinician.name}</strong>
                <span>
                  {t(`console.work.kind.${item.kind}`)}: {where(item)}
                </span>
                <span>{t('console.work.verifier', { name: item.verifier_name })}</span>
                <span>
                  {t('console.work.sent', { date: date(item.sent_at) })}
                  {item.signed_at && ` · ${t('console.work.signed', { date: date(item.signed_at) })}`}
                </span>
              </div>
              <span className={`console__state console__state--${item.status}`}>
                {item.error ? t(`console.work.error.${item.error}`) : t(`console.work.status.${item.status}`)}
              </span>
              {item.has_document && (
                <button type="button" className="button" onClick={() => void download(item)}>
                  {t('console.work.download', {
                    name: item.clinician.name,
                    institution: item.institution ?? t(`console.work.kind.${item.kind}`),
                  })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
