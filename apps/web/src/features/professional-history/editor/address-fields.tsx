import { COUNTRIES, LOOKUP_SOURCE_NAMES, STATES, applyAddressSuggestion } from '@credence/shared';
import type { AddressPredictionData } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { FormField } from '#web/components/form';
import { AddressCombobox, PhoneField } from '#web/components/ui';
import { getAddressDetail, useAddressSuggestions } from '#web/lib/address';
import { applyChange } from './editor-frame';
import type { EntryForm } from './editor-frame';
import { SelectField } from './select-field';
import { TextField } from './text-field';

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
const withValue = (choices: readonly Choice[], value: string) =>
  (value === '' || choices.some((choice) => choice.code === value)
    ? choices
    : [{ code: value, name: value }, ...choices]
  ).map((choice) => ({ value: choice.code, label: choice.name }));

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
  const lookup = useAddressSuggestions();
  const address = form as unknown as EntryForm<AddressValues>;

  const pick = async (suggestion: AddressPredictionData) => {
    const place = await getAddressDetail(suggestion.id, undefined, [
      'address_component',
      'formatted_phone_number',
    ]);
    applyChange(address, (current) =>
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
    <SelectField
      name={field}
      label={t(`professional-history.field.${field}`)}
      required={required}
      autoComplete={field === 'address_state' ? 'address-level1' : 'country'}
      options={(value) => withValue(choices, value)}
    />
  );

  return (
    <fieldset className="ph-fieldset">
      <legend className="ph-fieldset__legend">
        <h4>{t('work.institution-headquarters')}</h4>
      </legend>
      <FormField name="address_line1">
        {(field) => (
          <AddressCombobox
            id={field.id}
            label={t('enroll.address.line_1')}
            hint={t('professional-history.field.address_line1-hint')}
            required={strict}
            error={field.error}
            value={field.value as string}
            onChange={field.onChange}
            lookup={lookup}
            onPick={pick}
            unavailable={t('lookup.unavailable', { source: LOOKUP_SOURCE_NAMES.places })}
          />
        )}
      </FormField>
      <TextField name="address_line2" label={t('enroll.address.line_2')} autoComplete="address-line2" />
      <TextField
        name="address_city"
        label={t('enroll.address.city')}
        required={strict}
        autoComplete="address-level2"
      />
      {select('address_state', STATES, strict)}
      <TextField
        name="address_zip"
        label={t('enroll.address.zip')}
        required={strict}
        autoComplete="postal-code"
      />
      {select('address_country', COUNTRIES, false)}
      {withPhone && (
        <FormField name="phone">
          {(field) => (
            <PhoneField
              {...field}
              value={(field.value as string | undefined) ?? ''}
              label={t('professional-history.field.phone')}
              autoComplete="off"
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}
