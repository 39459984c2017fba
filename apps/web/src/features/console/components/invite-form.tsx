import { invitationInputSchema, type InvitationInput } from '@credence/shared';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormField, useSchemaForm } from '#web/components/form';
import { FieldError, describedBy, errorId } from '#web/components/ui';
import { useInvite } from '../api/console';
import { RequirementSelect } from './requirement-select';

interface InviteValues {
  email: string;
  first_name: string;
  last_name: string;
  app_req_id: string;
}

const EMPTY: InviteValues = { email: '', first_name: '', last_name: '', app_req_id: '' };
const FIELDS = ['email', 'first_name', 'last_name', 'app_req_id'] as const;
const SUFFIX: Record<string, string> = {
  email: 'email',
  first_name: 'first',
  last_name: 'last',
  app_req_id: 'requirement',
};
const FAILURE = { offline: 'console.invite.failed', failed: 'console.invite.failed' } as const;
const options = {
  // The server checks the same body (the contract's schema); the address is sent trimmed.
  schema: invitationInputSchema,
  defaultValues: EMPTY,
  toInput: (values: InviteValues) => ({ ...values, email: values.email.trim() }),
  // zod's own e-mail message is not a wording key: a refused address reads as before.
  fallbackMessage: 'console.invite.invalid-email',
} as const;

/** One invitation by e-mail, to a requirement set; the e-mail goes through the server's outbox. */
export function InviteForm() {
  const { t } = useTranslation();
  const id = useId();
  const invite = useInvite();
  const [sent, setSent] = useState<string | null>(null);
  const form = useSchemaForm<InviteValues, InvitationInput>(options);
  const fieldId = (field: string) => `${id}-${SUFFIX[field] ?? field}`;
  const clearSent = useCallback(() => setSent(null), []);

  const submit = async (data: InvitationInput) => {
    const invitation = await invite.mutateAsync(data);
    // The requirement set stays chosen for the next invitation.
    form.reset({ ...EMPTY, app_req_id: data.app_req_id });
    setSent(invitation.email);
  };

  return (
    <section className="console__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('console.invite.title')}</h2>
      <Form<InviteValues, InvitationInput>
        {...options}
        form={form}
        className="console__form"
        fields={FIELDS}
        fieldId={fieldId}
        failure={FAILURE}
        alertClassName="console__problem"
        onSubmit={submit}
        onValuesChange={clearSent}
      >
        <FormField name="email">
          {(field) => (
            <div className="console__field">
              <label htmlFor={field.id}>{t('console.invite.email')}</label>
              {field.error && <FieldError id={errorId(field.id)}>{field.error}</FieldError>}
              <input
                id={field.id}
                name={field.name}
                ref={field.ref}
                type="email"
                autoComplete="off"
                value={field.value as string}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-invalid={field.error ? true : undefined}
                aria-describedby={describedBy(field.error && errorId(field.id))}
                required
              />
            </div>
          )}
        </FormField>
        <TextField name="first_name" label={t('console.invite.first-name')} />
        <TextField name="last_name" label={t('console.invite.last-name')} />
        <FormField name="app_req_id">
          {(field) => (
            <>
              <RequirementSelect id={field.id} value={field.value as string} onChange={field.onChange} />
              {field.error && <FieldError id={errorId(field.id)}>{field.error}</FieldError>}
            </>
          )}
        </FormField>
        <button type="submit" className="button button--primary" disabled={invite.isPending}>
          {t('console.invite.submit')}
        </button>
        <p role="status">{sent ? t('console.invite.sent', { email: sent }) : ''}</p>
      </Form>
    </section>
  );
}

function TextField({ name, label }: { name: string; label: string }) {
  return (
    <FormField name={name}>
      {(field) => (
        <div className="console__field">
          <label htmlFor={field.id}>{label}</label>
          {field.error && <FieldError id={errorId(field.id)}>{field.error}</FieldError>}
          <input
            id={field.id}
            name={field.name}
            ref={field.ref}
            value={field.value as string}
            onChange={field.onChange}
            onBlur={field.onBlur}
            aria-invalid={field.error ? true : undefined}
            aria-describedby={describedBy(field.error && errorId(field.id))}
          />
        </div>
      )}
    </FormField>
  );
}
