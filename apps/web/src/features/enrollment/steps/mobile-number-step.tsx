import {
  VERIFICATION_CODE_LENGTH,
  errorCodes,
  formatPhoneDisplay,
  isValidPhone,
  isValidVerificationCode,
  selfAttestedKey as key,
} from '@credence/shared';
import { isWordingKey } from '#web/lib/i18n';
import type { WordingKey } from '@credence/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, PhoneField, VerificationCodeField, VisuallyHidden } from '#web/components/ui';
import { errorMessageKey, isApiError } from '#web/lib/api-client';
import { sendMobileCode, verifyMobileCode } from '../api/mobile-code';
import { StepForm } from '../wizard/step-form';
import { checkProfileData, failureMessage, fieldId } from '../wizard/profile-data';
import { useStepForm } from '../wizard/step-form';
import type { EnrollmentStepProps } from './types';

const PHONE = key('basic_info', 'phone_number');
const CONFIRMED = key('basic_info', 'mobile_confirm');
const CODE_FIELD = fieldId('code');

type CodeProblem = { kind: 'wrong' | 'expired' } | { kind: 'other'; message: WordingKey };

/**
 * The mobile number, confirmed with a texted code (001 §4): Send code texts six digits, resend waits for the
 * server's countdown, a wrong or expired code offers a new one. A confirmed number shows as confirmed and
 * Next moves on; Next with an unconfirmed number asks for the code first.
 */
export function MobileNumberStep(props: EnrollmentStepProps) {
  const { t } = useTranslation();
  const savedPhone = typeof props.values[PHONE] === 'string' ? (props.values[PHONE] as string) : '';
  const confirmedPhone = props.values[CONFIRMED] === true ? savedPhone : '';
  const form = useStepForm<{ phone_number: string; code: string }>({
    props,
    fields: ['phone_number', 'code'],
    initial: () => ({ phone_number: savedPhone, code: '' }),
    toData: ({ phone_number }) => ({ [PHONE]: phone_number }),
    fieldOf: () => 'phone_number',
    check: ({ phone_number }) =>
      isValidPhone(phone_number) && phone_number !== confirmedPhone
        ? [{ field: sentTo === phone_number ? 'code' : 'phone_number', message: 'mobile.confirm-required' }]
        : [],
  });
  const phone = form.form.phone_number;
  const confirmed = phone !== '' && phone === confirmedPhone;

  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState<'sending' | 'verifying' | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [codeProblem, setCodeProblem] = useState<CodeProblem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusCode, setFocusCode] = useState(0);
  const secondsLeft = Math.max(0, Math.ceil((resendAt - now) / 1000));

  // The countdown ticks once a second until a new code may be sent.
  useEffect(() => {
    if (resendAt <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resendAt]);

  useEffect(() => {
    if (focusCode > 0) document.getElementById(`${CODE_FIELD}-digit-0`)?.focus();
  }, [focusCode]);

  const send = async () => {
    if (busy) return;
    setSendError(null);
    const { issues, parsed } = checkProfileData({ [PHONE]: phone });
    if (issues.length > 0) {
      form.showIssues([{ field: 'phone_number', message: 'validation.phone-invalid' }]);
      return;
    }
    const number = parsed[PHONE] as string;
    if (sentTo === number && secondsLeft > 0) {
      setSendError(t('verification-code.resend-in', { seconds: secondsLeft }));
      return;
    }
    setBusy('sending');
    try {
      // The number is saved first: the code confirms the saved number (a new number clears mobile_confirm).
      if (number !== savedPhone) await props.save({ [PHONE]: number });
      const sent = await sendMobileCode(number);
      const at = Date.now();
      setNow(at);
      setResendAt(at + sent.resend_after_seconds * 1000);
      setSentTo(number);
      setCodeProblem(null);
      form.update({ code: '' });
      form.showIssues([]);
      setAnnouncement(
        t('verification-code.sent', { length: VERIFICATION_CODE_LENGTH, phone: formatPhoneDisplay(number) }),
      );
      setFocusCode((count) => count + 1);
    } catch (error) {
      console.error(error);
      if (isApiError(error) && error.code === errorCodes.badRequest && error.details.length > 0) {
        const message = error.details[0]!.message;
        form.showIssues([
          { field: 'phone_number', message: isWordingKey(message) ? message : 'validation.phone-invalid' },
        ]);
      } else {
        setSendError(
          t(isApiError(error) && error.status === 429 ? errorMessageKey(error) : failureMessage(error)),
        );
      }
    } finally {
      setBusy(null);
    }
  };

  const verify = async () => {
    if (busy || !sentTo) return;
    const code = form.form.code;
    if (!isValidVerificationCode(code, VERIFICATION_CODE_LENGTH)) {
      setCodeProblem({ kind: 'other', message: 'validation.code-invalid' });
      return;
    }
    setBusy('verifying');
    setCodeProblem(null);
    try {
      await verifyMobileCode(sentTo, code);
      await props.reload();
      form.showIssues([]);
      setAnnouncement(t('enroll.mobile.confirmed', { phone: formatPhoneDisplay(sentTo) }));
    } catch (error) {
      console.error(error);
      const code = isApiError(error) ? error.code : '';
      if (code === 'verification-code.wrong') setCodeProblem({ kind: 'wrong' });
      else if (code === 'verification-code.expired') setCodeProblem({ kind: 'expired' });
      else
        setCodeProblem({
          kind: 'other',
          message: isApiError(error) && error.status !== 0 ? errorMessageKey(error) : failureMessage(error),
        });
    } finally {
      setBusy(null);
    }
  };

  const problemText = !codeProblem
    ? null
    : codeProblem.kind === 'other'
      ? t(codeProblem.message, { length: VERIFICATION_CODE_LENGTH })
      : t(codeProblem.kind === 'wrong' ? 'verification-code.wrong-lead' : 'enroll.mobile.code-expired');
  // The sentence offers a new code only once one may be sent; until then it says when (issue 11).
  const codeError =
    codeProblem && codeProblem.kind !== 'other' ? (
      <>
        {problemText}{' '}
        {secondsLeft > 0 ? (
          t('verification-code.resend-in', { seconds: secondsLeft })
        ) : (
          <button type="button" className="enroll-link-button" onClick={() => void send()}>
            {t('verification-code.wrong-action')}
          </button>
        )}
      </>
    ) : (
      (problemText ?? form.errorOf('code'))
    );

  return (
    <StepForm form={form} onBack={props.onBack}>
      <p className="enroll-intro">{t('enroll.mobile.intro')}</p>
      <PhoneField
        id={fieldId('phone_number')}
        label={t('enroll.mobile.label')}
        required
        autoComplete="tel-national"
        value={phone}
        onChange={(phone_number) => form.update({ phone_number })}
        error={form.errorOf('phone_number')}
      />
      {confirmed ? (
        <p className="enroll-confirmed" role="status">
          <Icon name="check" /> {t('enroll.mobile.confirmed', { phone: formatPhoneDisplay(phone) })}
        </p>
      ) : (
        <div className="enroll-code">
          <div className="enroll-code__send">
            <button
              type="button"
              className="button"
              aria-disabled={busy !== null || (sentTo === phone && secondsLeft > 0) || undefined}
              onClick={() => void send()}
            >
              {busy === 'sending'
                ? t('enroll.mobile.sending')
                : t(sentTo === phone ? 'verification-code.resend' : 'enroll.mobile.send-code')}
            </button>
            {sentTo === phone && secondsLeft > 0 && (
              <p className="muted">{t('verification-code.resend-in', { seconds: secondsLeft })}</p>
            )}
          </div>
          {sendError && (
            <p className="enroll-alert enroll-alert--error" role="alert">
              {sendError}
            </p>
          )}
          {sentTo === phone && (
            <>
              <p>
                {t('verification-code.sent', {
                  length: VERIFICATION_CODE_LENGTH,
                  phone: formatPhoneDisplay(sentTo),
                })}
              </p>
              <VerificationCodeField
                id={CODE_FIELD}
                legend={t('enroll.mobile.code')}
                value={form.form.code}
                onChange={(code) => form.update({ code })}
                error={codeError}
              />
              <button type="button" className="button" onClick={() => void verify()}>
                {busy === 'verifying' ? t('enroll.mobile.verifying') : t('enroll.mobile.verify')}
              </button>
            </>
          )}
        </div>
      )}
      <div aria-live="polite">
        <VisuallyHidden>{problemText ?? announcement}</VisuallyHidden>
      </div>
    </StepForm>
  );
}
