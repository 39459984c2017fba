import type { Share, WordingKey } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '#web/lib/api-client-error';
import { SHARE_FILES, useDownloadShareFile, useEndShare, useShares } from './api';
import './sharing.css';
import { VerifierPresentations } from './verifier-presentations';

// /shares: every share with its date, organization, the fields actually disclosed (what the organization's
// verifier reads), and every view or download by the organization; "End access" revokes it (issue 17).

function useFieldLabel() {
  const { t, i18n } = useTranslation();
  return (name: string) => {
    const key = `credential.field.${name === 'record_status' ? 'status' : name}` as WordingKey;
    // A plain signature: comparing the whole wording union here exceeds the compiler's complexity limit.
    const plain = t as unknown as (wording: string) => string;
    return i18n.exists(key) ? plain(key) : name.replace(/_/g, ' ');
  };
}

function ShareCard({ share }: { share: Share }) {
  const { t, i18n } = useTranslation();
  const end = useEndShare();
  const label = useFieldLabel();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const titleId = `share-${share.id}`;
  return (
    <article className="share-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{share.organization.name}</h2>
      <p>{t('share.activity.shared-on', { date: date(share.shared_at) })}</p>
      <p>{t('share.disclosure.purpose', { purpose: share.purpose })}</p>
      {share.status === 'ended' && share.ended_at && (
        <p className="share-note">{t('share.activity.ended', { date: date(share.ended_at) })}</p>
      )}
      <h3>{t('share.activity.fields')}</h3>
      <ul className="share-card__credentials">
        {share.credentials.map((credential) => (
          <li key={credential.credential_id}>
            <strong>{credential.name}</strong>
            {credential.pending_identity ? (
              <p>{t('share.activity.pending')}</p>
            ) : (
              <ul
                className="share-card__fields"
                aria-label={t('share.activity.fields-of', { name: credential.name })}
              >
                {credential.disclosed.map((field) => (
                  <li key={field}>{label(field)}</li>
                ))}
              </ul>
            )}
            {credential.omitted.length > 0 && (
              <p className="share-card__omitted">
                {t('share.activity.left-out')}: {credential.omitted.map(label).join(', ')}
              </p>
            )}
          </li>
        ))}
      </ul>
      <h3>{t('share.activity.history')}</h3>
      <ul className="share-card__events">
        {share.events.map((event, index) => (
          <li key={`${event.kind}-${index}`}>
            {t(`share.activity.event.${event.kind}` as WordingKey, {
              date: date(event.at),
              by: event.by ?? '',
            })}
          </li>
        ))}
      </ul>
      <ShareRecords share={share} />
      {share.status === 'active' && (
        <div className="share-actions">
          <button
            type="button"
            className="button"
            disabled={end.isPending}
            onClick={() => {
              if (window.confirm(t('share.activity.confirm-end', { organization: share.organization.name })))
                end.mutate(share.id);
            }}
          >
            {t('share.activity.end')}
            <span className="visually-hidden">: {share.organization.name}</span>
          </button>
        </div>
      )}
      {end.isError && (
        <p className="share-alert" role="alert">
          {t(errorMessageKey(end.error))}
        </p>
      )}
    </article>
  );
}

/** The consent receipt (PDF and JSON) and the FHIR R4 Bundle of what went, to keep. */
function ShareRecords({ share }: { share: Share }) {
  const { t } = useTranslation();
  const download = useDownloadShareFile();
  return (
    <section
      className="share-records"
      aria-label={t('share.activity.records-of', { organization: share.organization.name })}
    >
      <h3>{t('share.activity.records')}</h3>
      <p>{t('share.activity.records-intro')}</p>
      <div className="share-actions">
        {SHARE_FILES.map((file) => (
          <button
            key={file}
            type="button"
            className="button"
            disabled={download.isPending}
            onClick={() => download.mutate({ id: share.id, file })}
          >
            {t(`share.activity.download.${file}`)}
          </button>
        ))}
      </div>
      {download.isPending && (
        <p role="status" aria-live="polite">
          {t('share.activity.downloading')}
        </p>
      )}
      {download.isError && (
        <p className="share-alert" role="alert">
          {t(errorMessageKey(download.error))}
        </p>
      )}
    </section>
  );
}

export function ShareActivityPage() {
  const { t } = useTranslation();
  const shares = useShares();
  return (
    <div className="sharing">
      <h1>{t('share.activity.title')}</h1>
      <p className="lead">{t('share.activity.intro')}</p>
      {shares.isPending && <p aria-busy="true">{t('wallet.loading')}</p>}
      {shares.isError && (
        <p className="share-alert" role="alert">
          {t(errorMessageKey(shares.error))}
        </p>
      )}
      {shares.data?.length === 0 && <p>{t('share.activity.empty')}</p>}
      {shares.data?.map((share) => (
        <ShareCard key={share.id} share={share} />
      ))}
      <VerifierPresentations />
    </div>
  );
}
