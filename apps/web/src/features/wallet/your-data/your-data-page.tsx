import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { saveFile } from '#web/lib/save-file';
import { useCredentialList, useHolderProfile } from '../api/credentials';
import { useAffiliations, useSelfAttested, useSubscriptions, useVerifications } from '../api/profile';
import { fieldLabel, sectionLabel } from '../personal/profile-labels';
import { profileSections, valueText } from '../personal/profile-sections';
import '../wallet.css';

/** The sections of /your-data, each addressable as /your-data/{hash}. */
export const DATA_SECTIONS = [
  'profile',
  'credentials',
  'verifications',
  'affiliations',
  'organizations',
] as const;
export type DataSection = (typeof DATA_SECTIONS)[number];

/** Everything held, as one JSON document for the download. */
export function exportDocument(parts: Record<DataSection, unknown>, at: Date = new Date()) {
  return { exported_at: at.toISOString(), ...parts };
}

function download(document_: unknown) {
  const blob = new Blob([JSON.stringify(document_, null, 2)], { type: 'application/json' });
  saveFile(blob, 'credence-your-data.json');
}

/** /your-data/{hash?}: everything Credence holds about the clinician, by section, and all of it as JSON. */
export function YourDataPage() {
  const { t } = useTranslation();
  const { hash } = useParams();
  const profile = useSelfAttested();
  const credentials = useCredentialList();
  const holderProfile = useHolderProfile();
  const verifications = useVerifications();
  const affiliations = useAffiliations();
  const subscriptions = useSubscriptions();
  const all = [profile, credentials, holderProfile, verifications, affiliations, subscriptions];
  const loaded = all.every((query) => query.data !== undefined);
  const failed = all.some((query) => query.isError);
  const words = { yes: t('credential.value.yes'), no: t('credential.value.no') };

  // /your-data/{hash} opens at that section once it is drawn.
  useEffect(() => {
    if (!loaded || !hash) return;
    const target = document.getElementById(`data-${hash}`);
    target?.scrollIntoView?.();
    target?.focus();
  }, [loaded, hash]);

  const parts: Record<DataSection, unknown> = {
    profile: profile.data ?? null,
    credentials: credentials.data ?? null,
    verifications: {
      verifications: verifications.data?.verifications ?? null,
      profile: holderProfile.data ?? null,
    },
    affiliations: affiliations.data ?? null,
    organizations: subscriptions.data ?? null,
  };

  const heading = (section: DataSection) => (
    <h2 id={`data-${section}`} tabIndex={-1}>
      {t(`wallet.data.section.${section}`)}
    </h2>
  );

  return (
    <div className="wallet">
      <h1>{t('wallet.data.title')}</h1>
      <p className="lead">{t('wallet.data.intro')}</p>
      <p>
        <button
          type="button"
          className="button button--primary"
          disabled={!loaded}
          onClick={() => download(exportDocument(parts))}
        >
          {t('wallet.data.download')}
        </button>
      </p>
      {!loaded && !failed && <p aria-busy="true">{t('wallet.loading')}</p>}
      {failed && (
        <p className="wallet__alert" role="alert">
          {t('wallet.data.error')}
        </p>
      )}
      {loaded && (
        <>
          <section className="wallet-data__section" aria-labelledby="data-profile">
            {heading('profile')}
            {profileSections(profile.data ?? {})
              .filter((group) => group.entries.length > 0)
              .map((group) => (
                <div key={group.section}>
                  <h3>{sectionLabel(t, group.section)}</h3>
                  <dl className="credential-fields">
                    {group.entries.map((entry) => (
                      <div key={entry.key}>
                        <dt>{fieldLabel(t, group.section, entry.field)}</dt>
                        <dd>{valueText(entry.value, words) || t('credential.value.not-given')}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              ))}
          </section>
          <section className="wallet-data__section" aria-labelledby="data-credentials">
            {heading('credentials')}
            <ul>
              {credentials.data?.credentials.map((credential) => (
                <li key={credential.id}>
                  {credential.name}: {t(`credential.status.${credential.status}`)}
                </li>
              ))}
            </ul>
            {credentials.data?.credentials.length === 0 && <p>{t('wallet.data.none')}</p>}
          </section>
          <section className="wallet-data__section" aria-labelledby="data-verifications">
            {heading('verifications')}
            <ul>
              {verifications.data?.verifications.map((entry) => (
                <li key={entry.id}>
                  {t(`verification.source.${entry.source}`)}: {t(`verification.status.${entry.status}`)}
                </li>
              ))}
            </ul>
            {verifications.data?.verifications.length === 0 && <p>{t('wallet.data.none')}</p>}
          </section>
          <section className="wallet-data__section" aria-labelledby="data-affiliations">
            {heading('affiliations')}
            <ul>
              {affiliations.data?.affiliations.map((entry) => (
                <li key={entry.id}>{valueText(entry.institution, words) || entry.id}</li>
              ))}
            </ul>
            {affiliations.data?.affiliations.length === 0 && <p>{t('wallet.data.none')}</p>}
          </section>
          <section className="wallet-data__section" aria-labelledby="data-organizations">
            {heading('organizations')}
            <ul>
              {subscriptions.data?.map((subscription) => (
                <li key={subscription.id}>
                  {subscription.organization.name} ({t(`wallet.data.subscription.${subscription.status}`)})
                </li>
              ))}
            </ul>
            {subscriptions.data?.length === 0 && <p>{t('wallet.data.none')}</p>}
          </section>
        </>
      )}
    </div>
  );
}
