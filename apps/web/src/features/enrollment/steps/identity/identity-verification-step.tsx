import { useTranslation } from 'react-i18next';
import { Icon, VisuallyHidden, errorId } from '#web/components/ui';
import { useAuthSession } from '#web/lib/auth';
import { StepForm } from '../../wizard/step-form';
import { useStepForm } from '../../wizard/step-form';
import type { EnrollmentStepProps } from '../types';
import { IdentityVerificationPanel } from './identity-verification-panel';

/**
 * Identity verification in the wizard (when the application requirement asks for it). Next is open once the
 * verification is pending or finished: a pending verification does not hold the clinician up.
 */
export function IdentityVerificationStep(props: EnrollmentStepProps) {
  const { t } = useTranslation();
  const session = useAuthSession();
  const status = props.progress.idVerification ?? 'not_started';
  const form = useStepForm<{ panel: string }>({
    props,
    fields: ['panel'],
    initial: () => ({ panel: '' }),
    toData: () => ({}),
    fieldOf: () => 'panel',
    check: () =>
      status === 'pending' || status === 'finished'
        ? []
        : [
            {
              field: 'panel',
              message: status === 'invalid' ? 'verification.error-retry' : 'identity.start-first',
            },
          ],
  });

  return (
    <StepForm form={form} onBack={props.onBack}>
      <p className="enroll-intro">{t('identity.verify.step-intro')}</p>
      <div
        id="enroll-panel"
        tabIndex={-1}
        aria-describedby={form.errorOf('panel') ? errorId('enroll-panel') : undefined}
      >
        {form.errorOf('panel') && (
          <p className="field__error" id={errorId('enroll-panel')}>
            <Icon name="alert" />
            <VisuallyHidden>{t('field.error-prefix')}</VisuallyHidden> {form.errorOf('panel')}
          </p>
        )}
        <IdentityVerificationPanel
          status={status}
          refresh={() => session.requestActors()}
          startPath="/api/id_verify"
        />
      </div>
    </StepForm>
  );
}
