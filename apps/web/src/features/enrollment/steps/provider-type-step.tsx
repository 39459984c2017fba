import { selfAttestedKey as key } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { FieldGroup } from '#web/components/ui';
import { StepForm } from '../wizard/step-form';
import { fieldId } from '../wizard/profile-data';
import { useStepForm } from '../wizard/step-form';
import type { EnrollmentStepProps } from './types';

const OCCUPATION = key('basic_info', 'occupation_code');
const GROUP_ID = fieldId('provider_type');

/** What the clinician practises as (MD, NP, RN…): it decides the professional steps that follow. */
export function ProviderTypeStep(props: EnrollmentStepProps) {
  const { t } = useTranslation();
  const form = useStepForm<{ provider_type: string }>({
    props,
    fields: ['provider_type'],
    initial: (values) => ({
      provider_type: typeof values[OCCUPATION] === 'string' ? (values[OCCUPATION] as string) : '',
    }),
    toData: ({ provider_type }) => ({ [OCCUPATION]: provider_type }),
    fieldOf: () => 'provider_type',
    check: ({ provider_type }) =>
      provider_type ? [] : [{ field: 'provider_type', message: 'validation.choose-option' }],
    fallbackMessage: 'validation.choose-option',
  });

  return (
    <StepForm form={form} onBack={props.onBack}>
      <FieldGroup
        id={GROUP_ID}
        legend={t('enroll.provider-type.legend')}
        hint={t('enroll.provider-type.hint')}
        required
        error={form.errorOf('provider_type')}
        className="enroll-choices"
      >
        {props.providerTypes.map((type) => {
          const id = `${GROUP_ID}-${type.name}`;
          return (
            <div className="enroll-choice" key={type.name}>
              <input
                id={id}
                type="radio"
                name="provider_type"
                value={type.name}
                checked={form.form.provider_type === type.name}
                onChange={() => form.update({ provider_type: type.name })}
              />
              <label htmlFor={id}>
                {t('enroll.provider-type.option', { long: type.long, name: type.name })}
              </label>
            </div>
          );
        })}
      </FieldGroup>
    </StepForm>
  );
}
