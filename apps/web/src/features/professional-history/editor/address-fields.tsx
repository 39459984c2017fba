import { COUNTRIES, LOOKUP_SOURCE_NAMES, STATES, applyAddressSuggestion } from '@credence/shared';
import type { AddressPredictionData } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { AddressCombobox, Field, PhoneField } from '../../../components/ui';
import { getAddressDetail, useAddressSuggestions } from '../../../lib/address';
import { TextField } from './text-field';
import { entryFieldId } from './use-entry-form';
import type { EntryForm } from './use-entry-form';

type AddressField =
  'address_line1' | 'address_line2' | 'address_city' | 'address_state' | 'address_zip' | 'address_country';

/** What a form needs to hold the address: its fields, and the institution's phone if it has one. */
export type AddressValues = Record<AddressField, string> & { phone?: string };

export interface AddressFieldsProps<F extends AddressValues> {
  form: EntryForm<F>;
  /** Street, city, state and ZIP are required. */
  strict: boolean;
  /** Shows the institution's phone, which a chosen place also fills (the work-history position has one). */
  withPhone?: boolean;
}

interface Choice {
  code: string;
  name: string;
}

/** The list, with a stored value it does not know kept as a choice of its own (nothing typed is lost). */
const withValue = (choices: readonly Choice[], value: string): readonly Choice[] =>
  value === '' || choices.some((choice) => choice.code === value)
    ? choices
    : [{ code: value, name: value }, ...choices];

/**
 * 'Institution Headquarters' (001 §2): the address line suggests places; choosing one fills street, line 2,
 * city, state, ZIP, country and the place's phone (001 §4, applyAddressSuggestion). Every field can be typed.
 */
export function AddressFields<F extends AddressValues>({
  form,
  strict,
  withPhone = true,
}: AddressFieldsProps<F>) {
  const { t } = useTranslation();
  const values = form.form;
  const lookup = useAddressSuggestions();
  const update = (changes: Partial<AddressValues>) => form.update(changes as Partial<F>);

  const pick = async (suggestion: AddressPredictionData) => {
    const place = await getAddressDetail(suggestion.id, undefined, [
      'address_component',
      'formatted_phone_number',
    ]);
    form.apply((current) =>
      applyAddressSuggestion(current, {
        street: place.line_1 || current.address_line1,
        line2: place.line_2,
        city: place.city,
        state: place.state,
        zip: place.zip,
        country: place.country,
        phone: withPhone ? place.phone : '',
      }),
    );
  };

  const select = (
    field: 'address_state' | 'address_country',
    choices: readonly Choice[],
    required: boolean,
  ) => (
    <Field
      id={entryFieldId(field)}
      label={t(`professional-history.field.${field}`)}
      required={required}
      error={form.errorOf(field)}
    >
      {(control) => (
        <select
          {...control}
          className="input"
          autoComplete={field === 'address_state' ? 'address-level1' : 'country'}
          value={values[field]}
          onChange={(event) => update({ [field]: event.target.value })}
        >
          <option value="">{t('enroll.choose')}</option>
          {withValue(choices, values[field]).map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <fieldset className="ph-fieldset">
      <legend className="ph-fieldset__legend">
        <h4>{t('work.institution-headquarters')}</h4>
      </legend>
      <AddressCombobox
        id={entryFieldId('address_line1')}
        label={t('enroll.address.line_1')}
        hint={t('professional-history.field.address_line1-hint')}
        required={strict}
        error={form.errorOf('address_line1')}
        value={values.address_line1}
        onChange={(address_line1) => update({ address_line1 })}
        lookup={lookup}
        onPick={pick}
        unavailable={t('lookup.unavailable', { source: LOOKUP_SOURCE_NAMES.places })}
      />
      <TextField
        id={entryFieldId('address_line2')}
        label={t('enroll.address.line_2')}
        autoComplete="address-line2"
        value={values.address_line2}
        error={form.errorOf('address_line2')}
        onChange={(address_line2) => update({ address_line2 })}
      />
      <TextField
        id={entryFieldId('address_city')}
        label={t('enroll.address.city')}
        required={strict}
        autoComplete="address-level2"
        value={values.address_city}
        error={form.errorOf('address_city')}
        onChange={(address_city) => update({ address_city })}
      />
      {select('address_state', STATES, strict)}
      <TextField
        id={entryFieldId('address_zip')}
        label={t('enroll.address.zip')}
        required={strict}
        autoComplete="postal-code"
        value={values.address_zip}
        error={form.errorOf('address_zip')}
        onChange={(address_zip) => update({ address_zip })}
      />
      {select('address_country', COUNTRIES, false)}
      {withPhone && (
        <PhoneField
          id={entryFieldId('phone')}
          label={t('professional-history.field.phone')}
          autoComplete="off"
          value={values.phone ?? ''}
          error={form.errorOf('phone')}
          onChange={(phone) => update({ phone })}
        />
      )}
    </fieldset>
  );
}
