import {
  WORK_VERIFICATION_QUESTIONS,
  workVerificationFormSchema,
  type WordingKey,
  type WorkVerificationPublicData,
  type WorkVerificationSubmitData,
} from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Form, useFormField } from '#web/components/form';
import { ProcessingAnimation } from '#web/components/ui';
import { isApiError } from '#web/lib/api-client';
import {
  consentToSign,
  declineVerification,
  documentUrl,
  openVerification,
  submitVerification,
} from '../api/work-verification';
import { FIELD_ORDER, fieldIdOf, initialValues, type WorkVerificationFormValues } from './form-values';
import { Checkbox, TextInput, YesNo } from './verification-fields';

type Done = { kind: 'signed'; data: WorkVerificationSubmitData } | { kind: 'declined' };

const FAILURE = { offline: 'work-verification.failed', failed: 'work-verification.failed' } as const;

/** A dead link (404) reads 'work-verification.link-invalid'; anything else the generic failure. */
const problemOf = (error: unknown): WordingKey =>
  isApiError(error) && error.status === 404 ? 'work-verification.link-invalid' : 'work-verification.failed';

/**
 * /work_verification?token= (000 §2, §3, §6; issue 16; decision 039): public, no account. The outside
 * verifier checks the position the clinician described, answers the questions of 000 §3, and signs
 * (consent to sign electronically, the typed full name, the attestation), or declines with a reason.
 * After signing, the signed PDF can be downloaded for a limited time; the link itself no longer works.
 */
export function WorkVerificationPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [done, setDone] = useState<Done | null>(null);
  const request = useQuery({
    queryKey: ['work-verification', token],
    queryFn: () => openVerification(token),
    retry: false,
    staleTime: Infinity,
    enabled: token !== '',
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);

  let body;
  if (done?.kind === 'signed') body = <Signed token={token} data={done.data} />;
  else if (done?.kind === 'declined')
    body = (
      <div className="wv-notice" role="status">
        <p>{t('work-verification.declined.body')}</p>
      </div>
    );
  else if (token === '' || request.isError)
    body = (
      <div className="wv-notice wv-notice--error" role="alert">
        <p>{t(token === '' ? 'work-verification.link-invalid' : problemOf(request.error))}</p>
      </div>
    );
  else if (!request.data)
    body = <ProcessingAnimation state="running" messages={[t('work-verification.page.loading')]} />;
  else body = <VerificationForm token={token} data={request.data} onDone={setDone} />;

  return (
    <div className="page stack wv-page">
      <h1 ref={heading} tabIndex={-1}>
        {done?.kind === 'signed'
          ? t('work-verification.signed.title')
          : done?.kind === 'declined'
            ? t('work-verification.declined.title')
            : t('work-verification.page.title')}
      </h1>
      {body}
    </div>
  );
}

function Signed({ token, data }: { token: string; data: WorkVerificationSubmitData }) {
  const { t, i18n } = useTranslation();
  const until = new Date(data.document_expires_at).toLocaleDateString(i18n.language, { dateStyle: 'long' });
  return (
    <div className="wv-notice" role="status">
      <p>{t('work-verification.signed.body')}</p>
      {data.confirmation_sent && <p>{t('work-verification.signed.emailed')}</p>}
      <p>
        <a href={documentUrl(token, data.document)} target="_blank" rel="noreferrer">
          {t('work-verification.signed.download')}
        </a>{' '}
        {t('work-verification.signed.download-until', { date: until })}
      </p>
    </div>
  );
}

interface FormProps {
  token: string;
  data: WorkVerificationPublicData;
  onDone: (done: Done) => void;
}

function VerificationForm({ token, data, onDone }: FormProps) {
  const { t } = useTranslation();
  const [declining, setDeclining] = useState(false);
  const [initial] = useState(() => initialValues(data));
  const name = `${data.clinician.first_name} ${data.clinician.last_name}`.trim();
  const { position } = data;
  const dates = t('professional-history.dates.range', {
    start: position.start_date || t('professional-history.dates.unknown'),
    end: position.end_date || t('professional-history.dates.present'),
  });

  if (declining)
    return (
      <DeclineForm
        token={token}
        onCancel={() => setDeclining(false)}
        onDeclined={() => onDone({ kind: 'declined' })}
      />
    );

  return (
    <>
      <p>{t('work-verification.page.intro', { name, institution: position.institution })}</p>
      <section className="wv-summary" aria-labelledby="wv-position-title">
        <h2 id="wv-position-title">{t('work-verification.page.position')}</h2>
        <dl>
          <dt>{t(`work-verification.page.kind.${position.kind}` as WordingKey)}</dt>
          <dd>{[position.role, position.department, position.institution].filter(Boolean).join(', ')}</dd>
          <dt>{t('professional-history.dates.title')}</dt>
          <dd>{dates}</dd>
        </dl>
      </section>
      <Form<WorkVerificationFormValues, unknown>
        schema={workVerificationFormSchema}
        defaultValues={initial}
        fields={FIELD_ORDER}
        fieldId={fieldIdOf}
        failure={FAILURE}
        className="stack wv-form"
        onSubmit={async (_parsed, values) => {
          onDone({ kind: 'signed', data: await submitVerification(token, values) });
        }}
      >
        {(_form, frame) => (
          <>
            <fieldset className="wv-section">
              <legend>
                <h2>{t('work-verification.section.clinician')}</h2>
              </legend>
              <TextInput name="record.first_name" label={t('work-verification.field.first_name')} required />
              <TextInput name="record.last_name" label={t('work-verification.field.last_name')} required />
              <TextInput
                name="record.date_of_birth"
                label={t('work-verification.field.date_of_birth')}
                inputMode="numeric"
              />
            </fieldset>
            <fieldset className="wv-section">
              <legend>
                <h2>{t('work-verification.section.position')}</h2>
              </legend>
              <TextInput
                name="record.institution"
                label={t('work-verification.field.institution')}
                required
              />
              <TextInput name="record.department" label={t('work-verification.field.department')} />
              <TextInput name="record.role" label={t('work-verification.field.role')} required />
              <TextInput
                name="record.start_date"
                label={t('work-verification.field.start_date')}
                required
                inputMode="numeric"
              />
              <TextInput
                name="record.end_date"
                label={t('work-verification.field.end_date')}
                inputMode="numeric"
              />
            </fieldset>
            <fieldset className="wv-section">
              <legend>
                <h2>{t('work-verification.section.questions')}</h2>
              </legend>
              {WORK_VERIFICATION_QUESTIONS.map(({ key, adverse }) => (
                <Question key={key} name={key} adverse={adverse} />
              ))}
            </fieldset>
            <fieldset className="wv-section">
              <legend>
                <h2>{t('work-verification.section.verifier')}</h2>
              </legend>
              <TextInput
                name="record.verifier_name"
                label={t('work-verification.field.verifier_name')}
                required
                autoComplete="name"
              />
              <TextInput
                name="record.verifier_title"
                label={t('work-verification.field.verifier_title')}
                required
                autoComplete="organization-title"
              />
              <TextInput name="record.carrier" label={t('work-verification.field.carrier')} />
              <Checkbox
                name="record.send_confirmation"
                label={t('work-verification.field.send_confirmation')}
              />
            </fieldset>
            <fieldset className="wv-section">
              <legend>
                <h2>{t('work-verification.section.sign')}</h2>
              </legend>
              <p id="wv-disclosure">
                {t('work-verification.sign.disclosure', { version: data.consent_version })}
              </p>
              <Checkbox
                name="signature.consent"
                label={t('work-verification.sign.consent')}
                onChange={(checked) => {
                  // The "consented" event of the signature record; signing records it too if this failed.
                  if (checked) void consentToSign(token, data.consent_version).catch(() => undefined);
                }}
              />
              <TextInput
                name="signature.full_name"
                label={t('work-verification.sign.full_name')}
                required
                autoComplete="name"
              />
              <Checkbox name="signature.attest" label={t('work-verification.sign.attest')} />
            </fieldset>
            <div className="wv-actions">
              <button type="submit" className="button button--primary" disabled={frame.saving}>
                {frame.saving ? t('work-verification.signing') : t('work-verification.sign.submit')}
              </button>
              <button type="button" className="button" onClick={() => setDeclining(true)}>
                {t('work-verification.decline.open')}
              </button>
            </div>
          </>
        )}
      </Form>
    </>
  );
}

/** One yes/no question; its explanation box opens with the answer that must be explained. */
function Question({ name, adverse }: { name: string; adverse: boolean }) {
  const { t } = useTranslation();
  const answer = useFormField(`record.${name}`).value as boolean | null;
  return (
    <div className="wv-question">
      <YesNo name={`record.${name}`} legend={t(`work-verification.field.${name}` as WordingKey)} />
      {answer === adverse && (
        <TextInput
          name={`record.${name}_details`}
          label={t('work-verification.field.details')}
          required
          multiline
        />
      )}
    </div>
  );
}

function DeclineForm({
  token,
  onCancel,
  onDeclined,
}: {
  token: string;
  onCancel: () => void;
  onDeclined: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<WordingKey | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const send = async () => {
    if (reason.trim() === '') return setProblem('validation.required');
    setBusy(true);
    try {
      await declineVerification(token, reason);
      onDeclined();
    } catch (error) {
      setProblem(isApiError(error) && error.status === 400 ? 'validation.required' : problemOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="stack wv-decline" aria-labelledby="wv-decline-title">
      <h2 id="wv-decline-title" ref={heading} tabIndex={-1}>
        {t('work-verification.decline.title')}
      </h2>
      <div className={problem ? 'field field--error' : 'field'}>
        <label className="field__label" htmlFor="wv-decline-reason">
          {t('work-verification.decline.reason')}
        </label>
        {problem && (
          <p className="field__error" id="wv-decline-error" role="alert">
            {t(problem)}
          </p>
        )}
        <textarea
          id="wv-decline-reason"
          className="input wv-textarea"
          rows={4}
          value={reason}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'wv-decline-error' : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className="wv-actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void send()}>
          {t('work-verification.decline.submit')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('work-verification.decline.cancel')}
        </button>
      </div>
    </section>
  );
}
