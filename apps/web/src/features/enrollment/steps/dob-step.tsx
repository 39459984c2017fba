import { selfAttestedKey as key } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { DateField } from '#web/components/ui';
import { StepForm } from '../wizard/step-form';
import { fieldId } from '../wizard/profile-data';
import { useStepForm } from '../wizard/step-form';
import type { EnrollmentStepProps } from './types';

const DOB = key('basic_info', 'date_of_birth');

/** Date of birth, typed YYYY-MM-DD with the date mask (000 §5). */
export function DobStep(props: EnrollmentStepProps) {
  const { t } = useTranslation();
  const form = useStepForm<{ date_of_birth: string }>({
    props,
    fields: ['date_of_birth'],
    initial: (values) => ({ date_of_birth: typeof values[DOB] === 'string' ? values[DOB] : '' }),
    toData: ({ date_of_birth }) => ({ [DOB]: date_of_birth }),
    fieldOf: () => 'date_of_birth',
  });
  return (
    <StepForm form={form} onBack={props.onBack}>
      <DateField
        id={fieldId('date_of_birth')}
        label={t('enroll.dob.label')}
        required
        autoComplete="bday"
        value={form.form.date_of_birth}
        onChange={(date_of_birth) => form.update({ date_of_birth })}
        error={form.errorOf('date_of_birth')}
      />
    </StepForm>
  );
}
