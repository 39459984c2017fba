import { selfAttestedKey as key } from '@credence/shared';
import type { WordingKey } from '@credence/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '#web/components/ui';
import { StepForm } from '../../wizard/step-form';
import { useStepForm } from '../../wizard/step-form';
import type { EnrollmentStepProps } from '../types';
import { postIdCheck, savedCheck } from './api/identity';
import { identityFailure } from './identity-errors';

const VERIFICATION = key('basic_info', 'verification');

/**
 * The identity check (when the application requirement asks for it): POST /api/id_check checks the saved
 * name, date of birth and address with the identity service and keeps the outcome in
 * basic_info|verification. Once it has run the clinician moves on, even while it is pending; a failed check
 * can be run again by button.
 */
export function IdentityCheckStep(props: EnrollmentStepProps) {
  const { t } = useTranslation();
  const check = savedCheck(props.values[VERIFICATION]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<WordingKey | null>(null);
  const form = useStepForm<{ check: string }>({
    props,
    fields: ['check'],
    initial: () => ({ check: '' }),
    toData: () => ({}),
    fieldOf: () => 'check',
    check: () => (check ? [] : [{ field: 'check', message: 'identity.check-first' }]),
  });

  const run = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await postIdCheck();
      await props.reload();
    } catch (error) {
      console.error(error);
      setFailure(identityFailure(error));
    } finally {
      setBusy(false);
    }
  };

  const runButton = (label: string, primary = false) => (
    <button
      id="enroll-check"
      type="button"
      className={primary ? 'button button--primary' : 'button'}
      aria-disabled={busy || undefined}
      onClick={() => void run()}
    >
      {label}
    </button>
  );

  return (
    <StepForm form={form} onBack={props.onBack}>
      <p className="enroll-intro">{t('identity.check.intro')}</p>
      {failure && (
        <p className="enroll-alert enroll-alert--error" role="alert">
          {t(failure)}
        </p>
      )}
      <div aria-live="polite">
        {!check && runButton(t('identity.check.start'), true)}
        {check?.status === 'pending' && (
          <>
            <p>
              <StatusBadge tone="pending">{t('verification.status.pending')}</StatusBadge>
            </p>
            <p>{t('identity.check.pending')}</p>
            {runButton(t('identity.verify.check-again'))}
          </>
        )}
        {check?.status === 'finished' && (
          <>
            <p>
              <StatusBadge tone="verified">{t('verification.status.verified')}</StatusBadge>
            </p>
            <p>{t('identity.check.finished')}</p>
          </>
        )}
        {check?.status === 'invalid' && (
          <div className="enroll-alert enroll-alert--error">
            <p>
              <StatusBadge tone="error">{t('verification.error')}</StatusBadge>
            </p>
            <p>{t('verification.error-retry')}</p>
            {runButton(t('verification.retry'), true)}
          </div>
        )}
      </div>
      {busy && (
        <p className="muted" role="status">
          {t('identity.verify.working')}
        </p>
      )}
    </StepForm>
  );
}
