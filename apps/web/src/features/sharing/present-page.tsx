import {
  sharingErrors,
  type Oid4vpRequest,
  type ShareAttestation,
  type VerifierPresentation,
} from '@credence/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@credence/shared';
import { errorMessageKey, isApiError } from '#web/lib/api-client-error';
import { Attestation, Signature } from './consent-steps';
import { FieldRow } from './share-page';
import { useResolveRequest, useRespond } from './oid4vc-api';
import { OverAskingNotice } from './over-asking-notice';
import './sharing.css';
import './oid4vc.css';

// /present?…: an OpenID4VP request link opened in the app (decision 054). The same consent screens as a share
// (001 §4): who asks and for exactly which claims, optional ones can be left out, the over-asking warning, the
// attestation and the typed-name signature; then the presentation goes to the verifier.

type Step = 'disclosure' | 'attestation' | 'signature' | 'complete';

function Disclosure({
  request,
  omitted,
  setOmitted,
  onContinue,
}: {
  request: Oid4vpRequest;
  omitted: Record<string, string[]>;
  setOmitted: (next: Record<string, string[]>) => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const organization = request.organization.name;
  return (
    <section aria-labelledby="disclosure-title" className="share-section">
      <h2 id="disclosure-title">{t('share.step.disclosure')}</h2>
      <div className="share-organization present-verifier">
        <p className="share-organization__name">
          {t('oid4vp.verifier', { verifier: request.verifier.name })}
        </p>
        <p>{t('oid4vp.sent-to', { host: request.verifier.response_host })}</p>
      </div>
      {request.verifier.organization === null && (
        <p className="share-note" role="note">
          {t('oid4vp.not-subscribed', { verifier: request.verifier.name })}
        </p>
      )}
      <OverAskingNotice organization={organization} extras={request.over_asking} />
      <p>{t('share.disclosure.intro', { organization })}</p>
      <p>{t('share.disclosure.purpose', { purpose: request.purpose })}</p>
      <p>
        {request.retention_days > 0
          ? t('share.disclosure.retention', { organization, days: request.retention_days })
          : t('oid4vp.retention-not-stated')}
      </p>
      {request.credentials.map((credential) => (
        <fieldset key={credential.id} className="share-credential">
          <legend>{credential.name}</legend>
          <ul>
            {credential.fields.map((field) => (
              <FieldRow
                key={field.name}
                credentialId={credential.id}
                field={field}
                organization={organization}
                shared={!(omitted[credential.id] ?? []).includes(field.name)}
                onToggle={(shared) => {
                  const current = omitted[credential.id] ?? [];
                  setOmitted({
                    ...omitted,
                    [credential.id]: shared
                      ? current.filter((n) => n !== field.name)
                      : [...current, field.name],
                  });
                }}
              />
            ))}
          </ul>
        </fieldset>
      ))}
      <div className="share-actions">
        <button type="button" className="button button--primary" onClick={onContinue}>
          {t('share.continue')}
        </button>
      </div>
    </section>
  );
}

function Complete({ presentation }: { presentation: VerifierPresentation }) {
  const { t } = useTranslation();
  return (
    <section className="share-section" aria-live="polite">
      <h2>{t('share.step.complete')}</h2>
      <p role="status">{t('oid4vp.complete', { verifier: presentation.verifier.name })}</p>
      {presentation.redirect_uri && (
        <p>
          <a className="button button--primary" href={presentation.redirect_uri} rel="noreferrer">
            {t('oid4vp.continue-to-verifier', { verifier: presentation.verifier.name })}
          </a>
        </p>
      )}
      <p>
        <Link to={paths.shareActivity()}>{t('share.complete.view-activity')}</Link>
      </p>
    </section>
  );
}

export function PresentPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const link = search.replace(/^\?/, '');
  const resolved = useResolveRequest(link);
  const respond = useRespond();
  const [step, setStep] = useState<Step>('disclosure');
  const [omitted, setOmitted] = useState<Record<string, string[]>>({});
  const [answered, setAnswered] = useState<string[]>([]);

  if (!link)
    return (
      <div className="sharing">
        <h1>{t('share.title-generic')}</h1>
        <p role="alert">{t('oid4vp.missing')}</p>
      </div>
    );
  if (resolved.isError)
    return (
      <div className="sharing">
        <h1>{t('share.link-error.title')}</h1>
        <p role="alert">{t(errorMessageKey(resolved.error))}</p>
        <p>
          <Link to={paths.v3Dashboard()}>{t('share.back-to-dashboard')}</Link>
        </p>
      </div>
    );
  if (!resolved.data)
    return (
      <div className="sharing">
        <h1>{t('share.title-generic')}</h1>
        <p aria-busy="true">{t('oid4vp.loading')}</p>
      </div>
    );
  const request = resolved.data;
  const errorText = (() => {
    const error = respond.error;
    if (!error) return null;
    if (isApiError(error) && error.code === sharingErrors.signatureMismatch) return error.message;
    return t(errorMessageKey(error));
  })();
  const current: Step = respond.data ? 'complete' : step;
  return (
    <div className="sharing">
      <h1>{t('oid4vp.title', { verifier: request.verifier.name })}</h1>
      {current === 'disclosure' && (
        <Disclosure
          request={request}
          omitted={omitted}
          setOmitted={setOmitted}
          onContinue={() => setStep('attestation')}
        />
      )}
      {current === 'attestation' && (
        <Attestation
          checklist={request}
          answered={answered}
          setAnswered={setAnswered}
          onBack={() => setStep('disclosure')}
          onContinue={() => setStep('signature')}
        />
      )}
      {current === 'signature' && (
        <Signature
          checklist={request}
          pending={respond.isPending}
          error={errorText}
          onBack={() => setStep('attestation')}
          onSign={(fullName) =>
            respond.mutate({
              request: link,
              omit: Object.fromEntries(Object.entries(omitted).filter(([, fields]) => fields.length > 0)),
              attestations: Object.fromEntries(
                request.attestations.filter((id) => answered.includes(id)).map((id) => [id, true] as const),
              ) as Record<ShareAttestation, true>,
              signature: { full_name: fullName, confirmed: true },
            })
          }
        />
      )}
      {current === 'complete' && respond.data && <Complete presentation={respond.data} />}
    </div>
  );
}
