import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IntroSteps, useSnackbar, type IntroStep } from '#web/components/ui';
import { nextAfterSignIn } from '#web/lib/next-after-sign-in';
import { PERSONAL_INFO_KEY } from '#web/lib/personal-info';
import {
  consentFormsKey,
  signConsentForms,
  signedConsentPdf,
  useConsentForms,
  type ConsentForm,
} from '../api/consent';
import { ConsentSignForm } from './consent-sign-form';

/** Opens the signed PDF in a new tab (the call needs the session's token, so it comes as bytes first). */
async function openSignedPdf(id: string) {
  const url = URL.createObjectURL(await signedConsentPdf(id));
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function SignedNote({ form }: { form: ConsentForm }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <div className="stack">
      <p role="status" className="consent-signed">
        {t('consent.signed-on', { date: form.signed_at?.slice(0, 10) ?? '' })}
      </p>
      <p>
        <button
          type="button"
          className="button"
          onClick={() => openSignedPdf(form.id).catch(() => setFailed(true))}
        >
          {t('consent.open-pdf', { name: form.name })}
        </button>
      </p>
      {failed && <p role="alert">{t('internal-error')}</p>}
    </div>
  );
}

/**
 * /intro: the consent steps (000 §2 post-login rule 2). Each required form not signed when the page opened
 * is one step; Next stays disabled until it is signed (canContinue). Past the last step the clinician goes
 * on to where sign-in would have sent them next (enrolment, marked in progress, or the action center).
 */
export function IntroPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const forms = useConsentForms();
  // The steps are the forms outstanding at the start: signing one keeps it on screen, marked signed.
  const [keys, setKeys] = useState<string[] | null>(null);
  const data = forms.data;
  const stepKeys =
    keys ?? data?.filter((form) => form.required && !form.signed).map((form) => form.document_key) ?? [];
  if (data && keys === null) setKeys(stepKeys);

  // On to enrolment (marked in progress, as sign-in marks it) or the action center.
  const finish = async () => {
    const path = await nextAfterSignIn({ consent: false });
    await queryClient.invalidateQueries({ queryKey: PERSONAL_INFO_KEY });
    void navigate(path, { replace: true });
  };

  const sign = async (form: ConsentForm, fullName: string) => {
    await signConsentForms([form.document_key], fullName);
    await queryClient.invalidateQueries({ queryKey: consentFormsKey() });
    snackbar.show({ message: t('consent.signed-done', { name: form.name }) });
  };

  const steps: IntroStep[] = stepKeys.flatMap((key) => {
    const form = data?.find((entry) => entry.document_key === key);
    if (!form) return [];
    return [
      {
        key: form.id,
        title: form.name,
        canContinue: form.signed,
        content: (
          <div className="stack">
            <p>{t('consent.from', { organization: form.subscriber_group_name })}</p>
            <p>{t('consent.explain')}</p>
            {form.body !== null && (
              <section
                className="consent-body"
                aria-label={t('consent.body-label', { version: form.version })}
              >
                {form.body
                  .split(/\r?\n/)
                  .map((line, index) => (line.trim() ? <p key={index}>{line}</p> : null))}
              </section>
            )}
            {form.signed ? (
              <SignedNote form={form} />
            ) : (
              <ConsentSignForm form={form} onSign={(name) => sign(form, name)} />
            )}
          </div>
        ),
      },
    ];
  });

  return (
    <div className="page stack consent-page">
      <h1>{t('consent.intro-title')}</h1>
      {forms.isPending && <p aria-busy="true">{t('task.loading')}</p>}
      {forms.isError && <p role="alert">{t('internal-error')}</p>}
      {data && steps.length === 0 && (
        <div className="stack">
          <p>{t('consent.all-signed')}</p>
          <p>
            <button type="button" className="button button--primary" onClick={() => void finish()}>
              {t('consent.continue')}
            </button>
          </p>
        </div>
      )}
      {steps.length > 0 && (
        <>
          <p className="lead">{t('consent.required')}</p>
          <IntroSteps steps={steps} onFinish={() => void finish()} finishLabel={t('consent.continue')} />
        </>
      )}
    </div>
  );
}
