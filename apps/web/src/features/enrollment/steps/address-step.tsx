import { LOOKUP_SOURCE_NAMES, STATES, selfAttestedKey as key } from '@credence/shared';
import type { AddressPredictionData } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { AddressCombobox, Field } from '#web/components/ui';
import { getAddressDetail, useAddressSuggestions } from '#web/lib/address';
import { StepForm } from '../wizard/step-form';
import { fieldId } from '../wizard/profile-data';
import { useStepForm } from '../wizard/step-form';
import type { EnrollmentStepProps } from './types';

const FIELDS = ['line_1', 'line_2', 'city', 'state', 'zip', 'zip4'] as const;
type AddressField = (typeof FIELDS)[number];
type AddressForm = Record<AddressField, string>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The home address (no PO box). Line 1 suggests addresses as it is typed; choosing one fills the other
 * fields from the address service. Every field can always be typed by hand, and stays as typed if the
 * service fails.
 */
export function AddressStep(props: EnrollmentStepProps) {
  const { t } = useTranslation();
  const form = useStepForm<AddressForm>({
    props,
    fields: FIELDS,
    initial: (values) =>
      Object.fromEntries(FIELDS.map((field) => [field, text(values[key('address', field)])])) as AddressForm,
    toData: (address) => Object.fromEntries(FIELDS.map((field) => [key('address', field), address[field]])),
    fieldOf: (profileKey) => FIELDS.find((field) => profileKey === key('address', field)) ?? 'line_1',
  });
  const lookup = useAddressSuggestions();

  const input = (
    field: Exclude<AddressField, 'line_1' | 'state'>,
    required: boolean,
    autoComplete: string,
  ) => (
    <Field
      id={fieldId(field)}
      label={t(`enroll.address.${field}`)}
      required={required}
      error={form.errorOf(field)}
      className={field === 'zip' || field === 'zip4' ? 'enroll-field--short' : undefined}
    >
      {(control) => (
        <input
          {...control}
          className="input"
          type="text"
          autoComplete={autoComplete}
          inputMode={field === 'zip4' ? 'numeric' : undefined}
          value={form.form[field]}
          onChange={(event) => form.update({ [field]: event.target.value })}
        />
      )}
    </Field>
  );

  const pick = async (suggestion: AddressPredictionData) => {
    const detail = await getAddressDetail(suggestion.id);
    form.update({
      line_1: detail.line_1 || form.form.line_1,
      line_2: detail.line_2,
      city: detail.city,
      state: detail.state,
      zip: detail.zip,
      zip4: detail.zip4,
    });
  };

  return (
    <StepForm form={form} onBack={props.onBack}>
      <p className="enroll-intro">{t('enroll.address.intro')}</p>
      <AddressCombobox
        id={fieldId('line_1')}
        label={t('enroll.address.line_1')}
        hint={t('enroll.address.line_1-hint')}
        required
        error={form.errorOf('line_1')}
        value={form.form.line_1}
        onChange={(line_1) => form.update({ line_1 })}
        lookup={lookup}
        onPick={pick}
        unavailable={t('lookup.unavailable', { source: LOOKUP_SOURCE_NAMES.places })}
      />
      {input('line_2', false, 'address-line2')}
      {input('city', true, 'address-level2')}
      <Field id={fieldId('state')} label={t('enroll.address.state')} required error={form.errorOf('state')}>
        {(control) => (
          <select
            {...control}
            className="input"
            autoComplete="address-level1"
            value={form.form.state}
            onChange={(event) => form.update({ state: event.target.value })}
          >
            <option value="">{t('enroll.choose')}</option>
            {STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {input('zip', true, 'postal-code')}
      {input('zip4', false, 'off')}
    </StepForm>
  );
}
