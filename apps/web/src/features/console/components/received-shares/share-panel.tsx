import { PANEL_CHECKS, type ShareVerification, type WordingKey } from '@credence/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#web/lib/api-client';
import { shareDownload, useSharePanel } from '../../api/received';
import { ShareDocuments } from './share-documents';
import { ShareLog } from './share-log';

/** A disclosed claim's label: the wallet's field wording where there is one (as the sharing pages do). */
function useFieldLabel() {
  const { t, i18n } = useTranslation();
  return (name: string) => {
    const key = `credential.field.${name === 'record_status' ? 'status' : name}` as WordingKey;
    // A plain signature: comparing the whole wording union here exceeds the compiler's complexity limit.
    const plain = t as unknown as (wording: string) => string;
    return i18n.exists(key) ? plain(key) : name.replace(/_/g, ' ');
  };
}

/**
 * One share's verification panel, as the server computed it with the outside verifier's code: per credential
 * the issuer signature, holder binding, status, expiry and the primary-source check's age, with the reasons
 * when something fails; the disclosed fields; downloads; and who in the group opened it.
 */
export function SharePanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const panel = useSharePanel(id);
  const label = useFieldLabel();
  const heading = useRef<HTMLHeadingElement>(null);
  const [message, setMessage] = useState('');
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  useEffect(() => {
    if (panel.data) heading.current?.focus();
  }, [panel.data]);

  if (panel.isPending) return <p role="status">{t('console.loading')}</p>;
  if (panel.isError)
    return (
      <p role="alert">
        {isApiError(panel.error) && panel.error.status === 410
          ? t('console.panel.ended')
          : t('console.load-failed')}
      </p>
    );
  const share: ShareVerification = panel.data;
  const download = async (kind: 'fhir' | 'pdf') => {
    try {
      await shareDownload(id)(kind);
      setMessage(t(`console.panel.downloaded-${kind}`));
    } catch {
      setMessage(t('console.panel.download-failed'));
    }
  };
  return (
    <article className="console__panel" aria-labelledby="console-panel-title">
      <h3 id="console-panel-title" ref={heading} tabIndex={-1}>
        {t('console.panel.title', { name: share.clinician.name })}
      </h3>
      <p className={share.verified ? 'console__verdict--pass' : 'console__verdict--fail'}>
        <strong>{share.verified ? t('console.panel.verified') : t('console.panel.not-verified')}</strong>
      </p>
      <p>{t('console.panel.window', { days: share.window_days })}</p>
      {share.credentials.map((credential) => (
        <section key={credential.credential_id} aria-label={credential.name} className="console__credential">
          <h4>{credential.name}</h4>
          <ul className="console__checks" aria-label={t('console.panel.checks', { name: credential.name })}>
            {PANEL_CHECKS.map((check) => (
              <li key={check} className={`console__check console__check--${credential.checks[check]}`}>
                <span>{t(`console.panel.check.${check}`)}</span>
                <strong>{t(`console.panel.result.${credential.checks[check]}`)}</strong>
              </li>
            ))}
          </ul>
          {credential.reasons.length > 0 && (
            <ul className="console__reasons">
              {credential.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
          {credential.verified_at && credential.age_days !== null && (
            <p>
              {t('console.panel.verified-at', {
                date: date(credential.verified_at),
                age: credential.age_days,
              })}
            </p>
          )}
          {credential.expires_on && (
            <p>{t('console.panel.expires', { date: date(`${credential.expires_on}T12:00:00Z`) })}</p>
          )}
          {Object.keys(credential.claims).length === 0 ? (
            <p>{t('console.panel.no-fields')}</p>
          ) : (
            <dl className="console__fields" aria-label={t('console.panel.fields', { name: credential.name })}>
              {Object.entries(credential.claims).map(([field, value]) => (
                <div key={field}>
                  <dt>{label(field)}</dt>
                  <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
      <p className="console__binding">{t('console.panel.binding', { audience: share.binding.audience })}</p>
      <ShareDocuments shareId={share.id} documents={share.documents} />
      <h4>{t('console.panel.downloads')}</h4>
      <div className="console__actions">
        <button type="button" className="button" onClick={() => void download('fhir')}>
          {t('console.panel.download-fhir')}
        </button>
        <button type="button" className="button" onClick={() => void download('pdf')}>
          {t('console.panel.download-pdf')}
        </button>
      </div>
      <p role="status">{message}</p>
      <ShareLog log={share.log} />
      <button type="button" className="button" onClick={onClose}>
        {t('console.panel.close')}
      </button>
    </article>
  );
}
