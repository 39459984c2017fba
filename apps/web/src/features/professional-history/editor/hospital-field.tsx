import { useTranslation } from 'react-i18next';
import { FormField } from '#web/components/form';
import { AddressCombobox } from '#web/components/ui';
import { applyChange } from './editor-frame';
import type { EntryForm } from './editor-frame';
import type { AffiliationForm } from './affiliation-form';
import { useHospitalSuggestions, type HospitalOption } from './use-hospital-suggestions';

export interface HospitalFieldProps {
  form: EntryForm<AffiliationForm>;
  /** The directory search (tests pass their own). */
  lookup?: ReturnType<typeof useHospitalSuggestions>;
}

/**
 * 'Hospital or institution' of an affiliation (decision 044): typing the hospital's name or street address
 * suggests hospitals of the CMS directory (an ARIA combobox: arrow keys, Enter, Escape, announced counts);
 * choosing one fills the name, street, city, state, ZIP and country and remembers its CCN (hospital_id).
 * A name typed by hand stays possible: changing the name forgets the CCN.
 */
export function HospitalField({ form, lookup }: HospitalFieldProps) {
  const { t } = useTranslation();
  const directory = useHospitalSuggestions();
  const source = lookup ?? directory;

  const pick = async ({ hospital }: HospitalOption) => {
    applyChange(form, (current) => ({
      ...current,
      hospital_id: hospital.hospital_id,
      institution: hospital.institution,
      address_line1: hospital.address_line1,
      address_line2: '',
      address_city: hospital.address_city,
      address_state: hospital.address_state,
      address_zip: hospital.address_zip,
      address_country: hospital.address_country,
    }));
  };

  return (
    <FormField name="institution">
      {(field) => (
        <AddressCombobox<HospitalOption>
          id={field.id}
          label={t('affiliations.field.institution')}
          hint={t('affiliations.hospital.hint')}
          required
          error={field.error}
          value={field.value as string}
          onChange={(value) => {
            field.onChange(value);
            if (form.getValues('hospital_id') !== '') form.setValue('hospital_id', '', { shouldDirty: true });
          }}
          lookup={source}
          onPick={pick}
          unavailable={t('affiliations.hospital.unavailable')}
          autoComplete="off"
          wording={{
            suggestions: t('affiliations.hospital.suggestions'),
            found: (count) => t('affiliations.hospital.found', { count }),
            filling: t('affiliations.hospital.filling'),
            filled: t('affiliations.hospital.filled'),
          }}
        />
      )}
    </FormField>
  );
}
