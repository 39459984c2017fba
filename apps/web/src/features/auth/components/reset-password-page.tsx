import type { ResetPasswordError } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from './reset-password-form';

/** /reset-password/expired and /reset-password/invalid (000 §2, 001 §8): say why, offer a new link. */
export function ResetPasswordPage({ error }: { error: ResetPasswordError }) {
  const { t } = useTranslation();
  return (
    <div className="page stack">
      <h1>{t(`reset-password.${error}.title`)}</h1>
      <p>{t(`reset-password.${error}.body`)}</p>
      <ResetPasswordForm />
    </div>
  );
}
