import { MALPRACTICE_CONFIG_FIELDS } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { FieldError, describedBy, errorId } from '#web/components/ui';
import { FLAG_SETTINGS, NUMBER_SETTINGS, type SetDraft } from './set-draft';

const toggle = (list: readonly string[], value: string, on: boolean) =>
  on ? [...new Set([...list, value])] : list.filter((one) => one !== value);

/** application_config: the numbers (empty keeps the default), the yes/no settings, malpractice, sharing. */
export function SettingsFieldset({
  draft,
  readOnly,
  onChange,
  errorOf,
}: {
  draft: SetDraft;
  readOnly: boolean;
  onChange: (change: Partial<SetDraft>) => void;
  /** The message of a field of the form (`numbers.<setting>`, `purpose`), if it has one. */
  errorOf: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset id="set-settings" className="console__fieldset" disabled={readOnly}>
      <legend>{t('console.sets.settings')}</legend>
      <div className="console__grid">
        {NUMBER_SETTINGS.map((setting) => {
          const id = `setting-${setting}`;
          const error = errorOf(`numbers.${setting}`);
          return (
            <div key={setting} className="console__field">
              <label htmlFor={id}>{t(`console.sets.setting.${setting}`)}</label>
              {error && <FieldError id={errorId(id)}>{error}</FieldError>}
              <input
                id={id}
                inputMode="numeric"
                value={draft.numbers[setting]}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(error && errorId(id))}
                onChange={(event) =>
                  onChange({ numbers: { ...draft.numbers, [setting]: event.target.value } })
                }
              />
            </div>
          );
        })}
      </div>
      {FLAG_SETTINGS.map((setting) => (
        <label key={setting} className="console__check">
          <input
            type="checkbox"
            checked={draft.flags[setting]}
            onChange={(event) => onChange({ flags: { ...draft.flags, [setting]: event.target.checked } })}
          />
          {t(`console.sets.flag.${setting}`)}
        </label>
      ))}
      <div className="console__field">
        <label htmlFor="setting-purpose">{t('console.sets.setting.purpose')}</label>
        {errorOf('purpose') && <FieldError id={errorId('setting-purpose')}>{errorOf('purpose')}</FieldError>}
        <input
          id="setting-purpose"
          maxLength={200}
          aria-invalid={errorOf('purpose') ? true : undefined}
          aria-describedby={describedBy(errorOf('purpose') && errorId('setting-purpose'))}
          value={draft.purpose}
          onChange={(event) => onChange({ purpose: event.target.value })}
        />
      </div>
      <fieldset id="set-malpractice" className="console__fieldset console__fieldset--inner">
        <legend>{t('console.sets.malpractice')}</legend>
        <label className="console__check">
          <input
            type="checkbox"
            checked={draft.malpractice !== null}
            onChange={(event) =>
              onChange({
                malpractice: event.target.checked
                  ? ['name', 'policy_number', 'effective_date', 'expiration_date']
                  : null,
              })
            }
          />
          {t('console.sets.malpractice-own')}
        </label>
        {draft.malpractice !== null &&
          MALPRACTICE_CONFIG_FIELDS.map((field) => (
            <label key={field} className="console__check">
              <input
                type="checkbox"
                checked={draft.malpractice!.includes(field)}
                onChange={(event) =>
                  onChange({ malpractice: toggle(draft.malpractice ?? [], field, event.target.checked) })
                }
              />
              {t(`console.sets.malpractice-field.${field}`)}
            </label>
          ))}
      </fieldset>
    </fieldset>
  );
}

export { toggle };
