import { TRAINING_TYPES, WORK_POSITION_TYPES } from '@credence/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyChange } from './editor-frame';
import type { EntryForm } from './editor-frame';
import type { PositionForm } from './position-form';
import { SelectField } from './select-field';
import { TextField } from './text-field';

export interface PositionSectionProps {
  form: EntryForm<PositionForm>;
  /** The requirement checks the whole position (not optional_work_history): more fields are required. */
  strict: boolean;
}

/** What the position was: its type (and type of training), the institution, role, department, specialty. */
export function PositionFields({ form, strict }: PositionSectionProps) {
  const { t } = useTranslation();
  const training = useWatch({ control: form.control, name: 'type' }) === 'training';
  const text = (
    field: 'institution' | 'role' | 'department' | 'specialty' | 'program_name',
    required = false,
    autoComplete = 'off',
  ) => (
    <TextField
      name={field}
      label={t(`professional-history.field.${field}`)}
      required={required}
      autoComplete={autoComplete}
    />
  );

  return (
    <>
      <SelectField
        name="type"
        label={t('professional-history.field.type')}
        noBlank
        options={WORK_POSITION_TYPES.map((type) => ({
          value: type,
          label: t(`professional-history.type.${type}`),
        }))}
        // Training's own fields do not belong to another type of position.
        onChange={(type) =>
          applyChange(form, (current) =>
            type === 'training'
              ? { ...current, type }
              : { ...current, type, training_type: '', program_name: '' },
          )
        }
      />
      {training && (
        <SelectField
          name="training_type"
          label={t('professional-history.field.training_type')}
          required={strict}
          options={TRAINING_TYPES.map((type) => ({ value: type, label: t(`enroll.training.type.${type}`) }))}
        />
      )}
      {text('institution', true, 'organization')}
      {training && text('program_name')}
      {text('role', false, 'organization-title')}
      {text('department')}
      {text('specialty')}
    </>
  );
}
