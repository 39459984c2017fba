import {
  DELIVERY_METHODS,
  NOTIFICATION_TYPES,
  type DeliveryMethod,
  type NotificationPreferences,
  type NotificationType,
} from '@credence/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '#web/components/ui';
import { useSavePreferences } from '../api/preferences';

/** One group per kind of notice, one box per delivery method; saved together. */
export function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const save = useSavePreferences();
  const [choices, setChoices] = useState(initial);
  const toggle = (type: NotificationType, method: DeliveryMethod) =>
    setChoices((current) => ({ ...current, [type]: { ...current[type], [method]: !current[type][method] } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choices, {
      onSuccess: () => snackbar.show({ type: 'success', message: t('notifications.preferences.saved') }),
    });
  };
  return (
    <form className="preferences-form stack" onSubmit={submit} noValidate>
      {NOTIFICATION_TYPES.map((type) => (
        <fieldset key={type} className="preferences-form__group">
          <legend>{t(`notifications.type.${type}`)}</legend>
          <div className="preferences-form__choices">
            {DELIVERY_METHODS.map((method) => (
              <label key={method} className="preferences-form__choice">
                <input
                  type="checkbox"
                  name={`${type}.${method}`}
                  checked={choices[type][method]}
                  onChange={() => toggle(type, method)}
                />
                {t(`notifications.method.${method}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {t('notifications.preferences.save')}
      </button>
    </form>
  );
}
