import { paths, sharingErrors } from '@credence/shared';
import type { Share, ShareAttestation, ShareChecklist, ShareField, WordingKey } from '@credence/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CheckboxField } from '#web/components/ui';
import { errorMessageKey, isApiError } from '#web/lib/api-client-error';
import { useCreateShare, useRequestReverification, useShareChecklist } from './api';
import { Attestation, Signature } from './consent-steps';
import { useFieldLabel } from './field-label';
import { OverAskingNotice } from './over-asking-notice';
import { clearShareProgress, readShareProgress, saveShareProgress } from './share-progress';
import './sharing.css';

// /share/:subscriptionId: the share flow of 001 §4 — pre-share checklist (not ready or ready), disclosure,
// attestation, signature, completion — with its progress kept on the device (000 §1, §4).

const STEPS = ['checklist', 'disclosure', 'attestation', 'signature', 'complete'] as const;
type Step = (typeof STEPS)[number];

const typeKey = (type: string) => `credential.type.${type}` as WordingKey;

function StepTracker({ current }: { current: Step }) {
  const { t } = useTranslation();
  return (
    <ol className="share-steps" aria-label={t('share.steps')}>
      {STEPS.map((step) => (
        <li key={step} aria-current={step === current ? 'step' : undefined}>
          {t(`share.step.${step}` as WordingKey)}
        </li>
      ))}
    </ol>
  );
}

function Checklist({ checklist, onContinue }: { checklist: ShareChecklist; onContinue: () => void }) {
  const { t, i18n } = useTranslation();
  const reverify = useRequestReverification(checklist.subscription_id);
  const organization = checklist.organization.name;
  const pendingIdentity = checklist.credentials.some((credential) => credential.pending_identity);
  return (
    <section aria-labelledby="checklist-title" className="share-section">
      <h2 id="checklist-title">
        {t(checklist.ready ? 'share.checklist.ready' : 'share.checklist.not-ready')}
      </h2>
      <p>{t('share.checklist.intro', { organization, days: checklist.window_days })}</p>
      {!checklist.ready && <p className="share-alert">{t('share.incomplete')}</p>}
      <ul className="share-checklist">
        {checklist.items.map((item) => {
          const name =
            item.kind === 'task'
              ? item.name
              : i18n.exists(typeKey(item.key))
                ? t(typeKey(item.key))
                : item.key;
          const ok = item.status === 'ok' || item.status === 'organization_checks';
          return (
            <li key={`${item.kind}-${item.key}`} className={ok ? 'share-item share-item--ok' : 'share-item'}>
              <span className="share-item__name">{name}</span>
              <span className="share-item__status">
                {t(`share.item.status.${item.status}` as WordingKey, {
                  organization,
                  days: checklist.window_days,
                })}
              </span>
              {item.pending_identity && (
                <span className="share-item__note">{t('share.item.pending-identity')}</span>
              )}
              {item.fix?.action === 'open' && (
                <Link to={item.fix.path}>
                  {t('share.fix.open')}
                  <span className="visually-hidden">: {name}</span>
                </Link>
              )}
              {item.fix?.action === 'reverify' && item.credential_id && (
                <button
                  type="button"
                  className="button"
                  disabled={reverify.isPending}
                  onClick={() => reverify.mutate(item.credential_id!)}
                >
                  {t('share.fix.reverify')}
                  <span className="visually-hidden">: {name}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {reverify.isSuccess && <p role="status">{t('share.reverify.sent')}</p>}
      {pendingIdentity && <p className="share-note">{t('share.pending-identity')}</p>}
      <div className="share-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!checklist.ready}
          onClick={onContinue}
        >
          {t('share.continue')}
        </button>
      </div>
    </section>
  );
}

export function FieldRow({
  credentialId,
  field,
  shared,
  organization,
  onToggle,
}: {
  credentialId: string;
  field: ShareField;
  shared: boolean;
  organization: string;
  onToggle: (shared: boolean) => void;
}) {
  const { t } = useTranslation();
  const label = useFieldLabel()(field.name);
  const value = Array.isArray(field.value) ? field.value.join(', ') : (field.value ?? '');
  if (field.disclosure !== 'optional')
    return (
      <li className="share-field">
        <span className="share-field__label">{label}</span>: <span>{value}</span>{' '}
        <span className="share-field__why">
          (
          {field.disclosure === 'always'
            ? t('share.disclosure.always')
            : t('share.disclosure.required', { organization })}
          )
        </span>
      </li>
    );
  return (
    <li className="share-field">
      <CheckboxField
        id={`share-${credentialId}-${field.name}`}
        label={`${t('share.disclosure.optional', { field: label })}: ${value}`}
        checked={shared}
        onChange={onToggle}
      />
    </li>
  );
}

function Disclosure({
  checklist,
  omitted,
  setOmitted,
  onBack,
  onContinue,
}: {
  checklist: ShareChecklist;
  omitted: Record<string, string[]>;
  setOmitted: (next: Record<string, string[]>) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const organization = checklist.organization.name;
  return (
    <section aria-labelledby="disclosure-title" className="share-section">
      <h2 id="disclosure-title">{t('share.step.disclosure')}</h2>
      <div className="share-organization">
        {checklist.organization.logo && (
          <img src={checklist.organization.logo} alt="" className="share-organization__logo" />
        )}
        <p className="share-organization__name">{organization}</p>
      </div>
      <p>{t('share.disclosure.intro', { organization })}</p>
      <p>{t('share.disclosure.purpose', { purpose: checklist.purpose })}</p>
      <p>{t('share.disclosure.retention', { organization, days: checklist.retention_days })}</p>
      <OverAskingNotice organization={organization} extras={checklist.over_asking} />
      {checklist.credentials.map((credential) => (
        <fieldset key={credential.id} className="share-credential">
          <legend>{credential.name}</legend>
          {credential.pending_identity && <p className="share-note">{t('share.item.pending-identity')}</p>}
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
                  const next = shared
                    ? current.filter((name) => name !== field.name)
                    : [...current, field.name];
                  setOmitted({ ...omitted, [credential.id]: next });
                }}
              />
            ))}
          </ul>
        </fieldset>
      ))}
      <div className="share-actions">
        <button type="button" className="button" onClick={onBack}>
          {t('share.back')}
        </button>
        <button type="button" className="button button--primary" onClick={onContinue}>
          {t('share.continue')}
        </button>
      </div>
    </section>
  );
}

function Complete({ share }: { share: Share }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  return (
    <section aria-labelledby="complete-title" className="share-section">
      <h2 id="complete-title">{t('share.step.complete')}</h2>
      <p role="status">{t('share.complete')}</p>
      <ul>
        {share.credentials.map((credential) => (
          <li key={credential.credential_id}>
            <strong>{credential.name}</strong>:{' '}
            {credential.pending_identity
              ? t('share.activity.pending')
              : credential.disclosed.map(label).join(', ')}
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.shareActivity()}>{t('share.complete.view-activity')}</Link>
      </p>
    </section>
  );
}

export function SharePage() {
  const { t } = useTranslation();
  const { subscriptionId = '' } = useParams();
  const checklist = useShareChecklist(subscriptionId);
  const saved = readShareProgress(subscriptionId);
  const [step, setStepState] = useState<Step>(
    saved?.step && saved.step !== 'complete' ? saved.step : 'checklist',
  );
  const [omitted, setOmittedState] = useState<Record<string, string[]>>(saved?.omitted ?? {});
  const [answered, setAnsweredState] = useState<string[]>(saved?.questions ?? []);
  const create = useCreateShare();
  const [done, setDone] = useState<Share | null>(null);

  const remember = (next: { step?: Step; omitted?: Record<string, string[]>; questions?: string[] }) =>
    saveShareProgress(subscriptionId, {
      step: next.step ?? step,
      omitted: next.omitted ?? omitted,
      questions: next.questions ?? answered,
    });
  const setStep = (next: Step) => {
    setStepState(next);
    remember({ step: next });
    window.scrollTo?.(0, 0);
  };
  const setOmitted = (next: Record<string, string[]>) => {
    setOmittedState(next);
    remember({ omitted: next });
  };
  const setAnswered = (next: string[]) => {
    setAnsweredState(next);
    remember({ questions: next });
  };

  if (checklist.isError) {
    const gone = isApiError(checklist.error) && checklist.error.status === 404;
    return (
      <div className="sharing">
        <h1>{t(gone ? 'share.link-error.title' : 'share.title-generic')}</h1>
        <p role="alert">{gone ? t('share.link-error.body') : t(errorMessageKey(checklist.error))}</p>
        <p>
          <Link to={paths.v3Dashboard()}>{t('share.back-to-dashboard')}</Link>
        </p>
      </div>
    );
  }
  if (!checklist.data)
    return (
      <div className="sharing">
        <h1>{t('share.title-generic')}</h1>
        <p aria-busy="true">{t('wallet.loading')}</p>
      </div>
    );
  const data = checklist.data;
  // A checklist no longer ready sends a resumed flow back to it.
  const current: Step = done ? 'complete' : !data.ready ? 'checklist' : step;
  const errorText = (() => {
    const error = create.error;
    if (!error) return null;
    if (isApiError(error) && error.status === 404) return t('share.subscription-not-found');
    if (isApiError(error) && error.code === sharingErrors.signatureMismatch) return error.message;
    return t(errorMessageKey(error));
  })();

  return (
    <div className="sharing">
      <h1>{t('share.title', { organization: data.organization.name })}</h1>
      <StepTracker current={current} />
      {current === 'checklist' && <Checklist checklist={data} onContinue={() => setStep('disclosure')} />}
      {current === 'disclosure' && (
        <Disclosure
          checklist={data}
          omitted={omitted}
          setOmitted={setOmitted}
          onBack={() => setStep('checklist')}
          onContinue={() => setStep('attestation')}
        />
      )}
      {current === 'attestation' && (
        <Attestation
          checklist={data}
          answered={answered}
          setAnswered={setAnswered}
          onBack={() => setStep('disclosure')}
          onContinue={() => setStep('signature')}
        />
      )}
      {current === 'signature' && (
        <Signature
          checklist={data}
          pending={create.isPending}
          error={errorText}
          onBack={() => setStep('attestation')}
          onSign={(fullName) =>
            create.mutate(
              {
                subscription_id: subscriptionId,
                omit: Object.fromEntries(
                  Object.entries(omitted).filter(
                    ([id, fields]) => fields.length > 0 && data.credentials.some((c) => c.id === id),
                  ),
                ),
                // The questions the clinician answered yes (the attestation step lets no one through without all).
                attestations: Object.fromEntries(
                  data.attestations.filter((id) => answered.includes(id)).map((id) => [id, true] as const),
                ) as Record<ShareAttestation, true>,
                signature: { full_name: fullName, confirmed: true },
              },
              {
                onSuccess: (share) => {
                  clearShareProgress(subscriptionId);
                  setDone(share);
                },
              },
            )
          }
        />
      )}
      {current === 'complete' && done && <Complete share={done} />}
    </div>
  );
}
