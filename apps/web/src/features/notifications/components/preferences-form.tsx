import {
  DELIVERY_METHODS,
  NOTIFICATION_TYPES,
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Form, FormField } from '#web/components/form';
import { FieldError, errorId, useSnackbar } from '#web/components/ui';
import { useSavePreferences } from '../api/preferences';

const FAILURE = { offline: 'wallet.save.offline', failed: 'wallet.save.failed' } as const;
const FIELDS = NOTIFICATION_TYPES.flatMap((type) => DELIVERY_METHODS.map((method) => `${type}.${method}`));

/** One group per kind of notice, one box per delivery method; saved together (the contract's schema). */
export function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const save = useSavePreferences();
  const submit = async (choices: NotificationPreferences) => {
    await save.mutateAsync(choices);
    snackbar.show({ type: 'success', message: t('notifications.preferences.saved') });
  };
  return (
    <Form<NotificationPreferences, NotificationPreferences>
      schema={notificationPreferencesSchema}
      defaultValues={initial}
      className="preferences-form stack"
      fields={FIELDS}
      failure={FAILURE}
      onSubmit={submit}
    >
      {NOTIFICATION_TYPES.map((type) => (
        <fieldset key={type} className="preferences-form__group">
          <legend>{t(`notifications.type.${type}`)}</legend>
          <div className="preferences-form__choices">
            {DELIVERY_METHODS.map((method) => (
              <FormField key={method} name={`${type}.${method}`}>
                {(field) => (
                  <label className="preferences-form__choice">
                    <input
                      type="checkbox"
                      id={field.id}
                      name={field.name}
                      ref={field.ref}
                      checked={field.value === true}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      aria-invalid={field.error ? true : undefined}
                      aria-describedby={field.error ? errorId(field.id) : undefined}
                    />
                    {t(`notifications.method.${method}`)}
                    {field.error && <FieldError id={errorId(field.id)}>{field.error}</FieldError>}
                  </label>
                )}
              </FormField>
            ))}
          </div>
        </fieldset>
      ))}
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {t('notifications.preferences.save')}
      </button>
    </Form>
  );
}
