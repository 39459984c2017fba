import { zodResolver } from '@hookform/resolvers/zod';
import { isWordingKey } from '#web/lib/i18n';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessageKey, isApiError } from '#web/lib/api-client';
import { useRequestPasswordReset } from '../api/password-reset';

const schema = z.object({ email: z.email({ error: 'validation.email-invalid' }) });
type Values = z.infer<typeof schema>;

// Whether an address has an account must not show: only a failure to deliver the request at all is reported.
function isDeliveryFailure(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status === 429 || error.status >= 500;
}

/** Asks for a new reset link (001 §8); the answer is the same whether or not the address has an account. */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const reset = useRequestPasswordReset();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const fieldError = form.formState.errors.email?.message;
  const failed = reset.isError && isDeliveryFailure(reset.error);
  const sent = reset.isSuccess || (reset.isError && !failed);

  if (sent) {
    return (
      <p className="auth-alert auth-alert--success" role="status">
        {t('reset-password.link-sent')}
      </p>
    );
  }

  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit(({ email }) => reset.mutate(email))}>
      {failed ? (
        <p className="auth-alert auth-alert--error" role="alert">
          {t(errorMessageKey(reset.error))}
        </p>
      ) : null}
      <div className="auth-field">
        <label className="auth-field__label" htmlFor="reset-email">
          {t('reset-password.email-label')}
        </label>
        {fieldError ? (
          <p className="auth-field__error" id="reset-email-error">
            {t(isWordingKey(fieldError) ? fieldError : 'validation.email-invalid')}
          </p>
        ) : null}
        <input
          id="reset-email"
          className="auth-field__input"
          type="email"
          autoComplete="email"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'reset-email-error' : undefined}
          {...form.register('email')}
        />
      </div>
      <button type="submit" className="button button--primary" disabled={reset.isPending}>
        {t(reset.isPending ? 'reset-password.sending' : 'reset-password.send-new-link')}
      </button>
    </form>
  );
}
