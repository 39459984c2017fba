import { COUNTRIES, selfAttestedKey as key } from '@credence/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/components/ui';
import { StepForm } from '../wizard/step-form';
import { fieldId } from '../wizard/profile-data';
import { useStepForm } from '../wizard/step-form';
import type { EnrollmentStepProps } from './types';

const CITIZENSHIP = key('basic_info', 'citizenship');

interface CitizenshipForm {
  /** One country per row; '' for a row not chosen yet. */
  countries: string[];
}

/** The field name of row `index`; the first row is the one the error summary points at. */
const rowField = (index: number) => (index === 0 ? 'countries' : `countries-${index}`);

/** One or more countries of citizenship: a country per row, rows added and removed with buttons. */
export function CitizenshipStep(props: EnrollmentStepProps) {
  const { t } = useTranslation();
  const form = useStepForm<CitizenshipForm>({
    props,
    fields: ['countries'],
    initial: (values) => {
      const saved = values[CITIZENSHIP];
      const countries = Array.isArray(saved)
        ? saved.filter((code): code is string => typeof code === 'string')
        : [];
      return { countries: countries.length > 0 ? countries : [''] };
    },
    toData: ({ countries }) => ({ [CITIZENSHIP]: countries.filter(Boolean) }),
    fieldOf: () => 'countries',
    fallbackMessage: 'validation.choose-option',
  });
  const { countries } = form.form;
  // After adding or removing a row, focus goes to the row added or to the one before the removed one.
  const [focusRow, setFocusRow] = useState<{ index: number } | null>(null);
  useEffect(() => {
    if (focusRow) document.getElementById(fieldId(rowField(focusRow.index)))?.focus();
  }, [focusRow]);
  const setRow = (index: number, code: string) =>
    form.update({ countries: countries.map((current, at) => (at === index ? code : current)) });
  const removeRow = (index: number) => {
    form.update({ countries: countries.filter((_, at) => at !== index) });
    setFocusRow({ index: index - 1 });
  };
  const addRow = () => {
    form.update({ countries: [...countries, ''] });
    setFocusRow({ index: countries.length });
  };

  return (
    <StepForm form={form} onBack={props.onBack}>
      <p className="enroll-intro">{t('enroll.citizenship.intro')}</p>
      {countries.map((code, index) => (
        <div className="enroll-row" key={index}>
          <Field
            id={fieldId(rowField(index))}
            label={t('enroll.citizenship.country', { number: index + 1 })}
            required={index === 0}
            error={index === 0 ? form.errorOf('countries') : undefined}
          >
            {(control) => (
              <select
                {...control}
                className="input"
                value={code}
                onChange={(event) => setRow(index, event.target.value)}
              >
                <option value="">{t('enroll.choose')}</option>
                {COUNTRIES.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {index > 0 && (
            <button type="button" className="button enroll-row__remove" onClick={() => removeRow(index)}>
              {t('enroll.citizenship.remove', { number: index + 1 })}
            </button>
          )}
        </div>
      ))}
      <button type="button" className="button" onClick={addRow}>
        {t('enroll.citizenship.add')}
      </button>
    </StepForm>
  );
}
