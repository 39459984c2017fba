import { useTranslation } from 'react-i18next';
import { FormField, type FormMethods } from '#web/components/form';
import { AddressCombobox } from '#web/components/ui';
import { useSchoolSuggestions, type SchoolOption } from './education-api';
import type { EducationForm, EducationValues } from './education-form';
import { CheckField, TextField } from './editor-fields';

export interface EducationEntryFieldsProps {
  form: FormMethods<EducationValues, EducationForm>;
  index: number;
  onRemove: () => void;
  /** The directory search (tests pass their own). */
  lookup?: ReturnType<typeof useSchoolSuggestions>;
}

/**
 * One school of the education list: the school's name suggests schools of the IPEDS directory as it is typed
 * (an ARIA combobox); choosing one fills its code, city, state and country. A name typed by hand stays
 * possible: changing the name forgets the code.
 */
export function EducationEntryFields({ form, index, onRemove, lookup }: EducationEntryFieldsProps) {
  const { t } = useTranslation();
  const directory = useSchoolSuggestions();
  const source = lookup ?? directory;
  const at = (field: string) => `list.${index}.${field}`;
  const number = index + 1;

  const pick = async ({ school }: SchoolOption) => {
    const options = { shouldDirty: true } as const;
    form.setValue(`list.${index}.institution`, { ...school }, options);
    form.setValue(`list.${index}.foreign_education`, false, options);
  };

  return (
    <fieldset className="education-entry">
      <legend>{t('wallet.education.entry', { number })}</legend>
      <FormField name={at('institution.name')}>
        {(field) => (
          <AddressCombobox<SchoolOption>
            id={field.id}
            label={t('wallet.education.field.school')}
            hint={t('wallet.education.school-hint')}
            required
            error={field.error}
            value={String(field.value ?? '')}
            onChange={(value) => {
              field.onChange(value);
              if (form.getValues(`list.${index}.institution.code`) !== '')
                form.setValue(`list.${index}.institution.code`, '', { shouldDirty: true });
            }}
            lookup={source}
            onPick={pick}
            unavailable={t('wallet.education.school-unavailable')}
            autoComplete="off"
            wording={{
              suggestions: t('wallet.education.suggestions'),
              found: (count) => t('wallet.education.found', { count }),
              filling: t('wallet.education.filling'),
              filled: t('wallet.education.filled'),
            }}
          />
        )}
      </FormField>
      <div className="education-entry__row">
        <TextField name={at('institution.city')} label={t('wallet.education.field.city')} />
        <TextField name={at('institution.state')} label={t('wallet.education.field.state')} />
        <TextField name={at('institution.country')} label={t('wallet.education.field.country')} />
      </div>
      <TextField
        name={at('degree_level')}
        label={t('wallet.education.field.degree')}
        hint={t('wallet.education.degree-hint')}
      />
      <div className="education-entry__row">
        <TextField
          name={at('graduation_month')}
          label={t('wallet.education.field.month')}
          inputMode="numeric"
        />
        <TextField
          name={at('graduation_year')}
          label={t('wallet.education.field.year')}
          inputMode="numeric"
        />
      </div>
      <CheckField name={at('foreign_education')} label={t('wallet.education.field.foreign')} />
      <CheckField name={at('highest_practicing_degree')} label={t('wallet.education.field.highest')} />
      <div className="credential-form__actions">
        <button type="button" className="button" onClick={onRemove}>
          {t('wallet.education.remove', { number })}
        </button>
      </div>
    </fieldset>
  );
}
