import {
  COUNTRIES,
  UNITED_STATES,
  US_STATES,
  US_TERRITORIES,
  selfAttestedKey as key,
} from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/components/ui';
import { StepForm } from '../wizard/step-form';
import { fieldId } from '../wizard/profile-data';
import { useStepForm } from '../wizard/step-form';
import type { EnrollmentStepProps } from './types';

const POB = key('basic_info', 'place_of_birth');
/** A place of birth in the United States: a state, DC or a territory. */
export const BIRTH_STATES = [...US_STATES, ...US_TERRITORIES];

interface PlaceForm {
  country: string;
  state: string;
}

function savedPlace(value: unknown): PlaceForm {
  const place = (value && typeof value === 'object' ? value : {}) as Partial<Record<string, unknown>>;
  return {
    country: typeof place.country === 'string' ? place.country : '',
    state: typeof place.state === 'string' ? place.state : '',
  };
}

/** Country of birth (United States first) and, in the United States, the state. */
export function PobStep(props: EnrollmentStepProps) {
  const { t } = useTranslation();
  const form = useStepForm<PlaceForm>({
    props,
    fields: ['country', 'state'],
    initial: (values) => savedPlace(values[POB]),
    toData: ({ country, state }) => ({
      [POB]: country === UNITED_STATES ? { country, state } : { country },
    }),
    fieldOf: (_key, path) => (path[0] === 'state' ? 'state' : 'country'),
    check: ({ country }) => (country ? [] : [{ field: 'country', message: 'validation.required' }]),
    fallbackMessage: 'validation.choose-option',
  });
  const inUs = form.form.country === UNITED_STATES;

  return (
    <StepForm form={form} onBack={props.onBack}>
      <Field id={fieldId('country')} label={t('enroll.pob.country')} required error={form.errorOf('country')}>
        {(control) => (
          <select
            {...control}
            className="input"
            autoComplete="off"
            value={form.form.country}
            onChange={(event) =>
              form.update({
                country: event.target.value,
                state: event.target.value === UNITED_STATES ? form.form.state : '',
              })
            }
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
      {inUs && (
        <Field id={fieldId('state')} label={t('enroll.pob.state')} required error={form.errorOf('state')}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={form.form.state}
              onChange={(event) => form.update({ state: event.target.value })}
            >
              <option value="">{t('enroll.choose')}</option>
              {BIRTH_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </StepForm>
  );
}
