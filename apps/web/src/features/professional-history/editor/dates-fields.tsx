import { onCurrentChange } from '@credence/shared';
import type { WordingKey } from '@credence/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '#web/components/form';
import type { DateField, MonthField } from '#web/components/ui';
import { CheckboxField } from '#web/components/ui';
import { applyChange } from './editor-frame';
import type { EntryForm } from './editor-frame';

type Dates = { start_date: string; end_date: string; isCurrent: boolean };

export interface DatesFieldsProps<F extends Dates> {
  form: EntryForm<F>;
  /** Months (MM/YYYY) for a position, days (MM/DD/YYYY) for an affiliation. */
  control: typeof MonthField | typeof DateField;
  /** The label of the 'current' box. */
  currentLabel: WordingKey;
  /** The dates are required (the end date unless current). */
  required: boolean;
}

/**
 * The start, whether it is current, and the end. Something current has no end: ticking the box clears the
 * end date and disables it (001 §4, onCurrentChange).
 */
export function DatesFields<F extends Dates>({
  form,
  control: Control,
  currentLabel,
  required,
}: DatesFieldsProps<F>) {
  const { t } = useTranslation();
  const dates = form as unknown as EntryForm<Dates>;
  const current = useWatch({ control: dates.control, name: 'isCurrent' });
  return (
    <fieldset className="ph-fieldset">
      <legend className="ph-fieldset__legend">
        <h4>{t('professional-history.dates.title')}</h4>
      </legend>
      <FormField name="start_date">
        {(field) => <Control {...field} label={t('work-entry.start-date')} required={required} />}
      </FormField>
      <FormField name="isCurrent">
        {(field) => (
          <CheckboxField
            id={field.id}
            label={t(currentLabel)}
            checked={field.value === true}
            error={field.error}
            onChange={(isCurrent) => applyChange(dates, (values) => onCurrentChange(values, isCurrent))}
          />
        )}
      </FormField>
      <FormField name="end_date">
        {(field) => (
          <Control
            {...field}
            label={t('professional-history.field.end_date')}
            required={required && !current}
            disabled={current}
            error={current ? undefined : field.error}
          />
        )}
      </FormField>
    </fieldset>
  );
}
