import { TRAINING_TYPES, WORK_POSITION_TYPES } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui';
import type { PositionForm } from './position-form';
import { TextField } from './text-field';
import { entryFieldId } from './use-entry-form';
import type { EntryForm } from './use-entry-form';

export interface PositionSectionProps {
  form: EntryForm<PositionForm>;
  /** The requirement checks the whole position (not optional_work_history): more fields are required. */
  strict: boolean;
}

/** What the position was: its type (and type of training), the institution, role, department, specialty. */
export function PositionFields({ form, strict }: PositionSectionProps) {
  const { t } = useTranslation();
  const values = form.form;
  const training = values.type === 'training';
  const text = (
    field: 'institution' | 'role' | 'department' | 'specialty' | 'program_name',
    required = false,
    autoComplete = 'off',
  ) => (
    <TextField
      id={entryFieldId(field)}
      label={t(`professional-history.field.${field}`)}
      required={required}
      autoComplete={autoComplete}
      value={values[field]}
      error={form.errorOf(field)}
      onChange={(value) => form.update({ [field]: value })}
    />
  );

  return (
    <>
      <Field
        id={entryFieldId('type')}
        label={t('professional-history.field.type')}
        error={form.errorOf('type')}
      >
        {(control) => (
          <select
            {...control}
            className="input"
            value={values.type}
            // Training's own fields do not belong to another type of position.
            onChange={(event) =>
              form.update(
                event.target.value === 'training'
                  ? { type: event.target.value }
                  : { type: event.target.value, training_type: '', program_name: '' },
              )
            }
          >
            {WORK_POSITION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`professional-history.type.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {training && (
        <Field
          id={entryFieldId('training_type')}
          label={t('professional-history.field.training_type')}
          required={strict}
          error={form.errorOf('training_type')}
        >
          {(control) => (
            <select
              {...control}
              className="input"
              value={values.training_type}
              onChange={(event) => form.update({ training_type: event.target.value })}
            >
              <option value="">{t('enroll.choose')}</option>
              {TRAINING_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`enroll.training.type.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {text('institution', true, 'organization')}
      {training && text('program_name')}
      {text('role', false, 'organization-title')}
      {text('department')}
      {text('specialty')}
    </>
  );
}
