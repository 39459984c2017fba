import { LOOKUP_SOURCE_NAMES, STATES, selfAttestedKey as key } from '@credence/shared';
import type { AddressPredictionData } from '@credence/shared';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, VisuallyHidden } from '../../../components/ui';
import { getAddressDetail } from '../api/address';
import { StepForm } from '../wizard/step-form';
import { fieldId, useStepForm } from '../wizard/use-step-form';
import type { EnrollmentStepProps } from './types';
import { useAddressSuggestions } from './use-address-suggestions';

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
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [filling, setFilling] = useState(false);
  const [fillFailed, setFillFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const shown = open && lookup.suggestions.length > 0;

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
    setOpen(false);
    setActive(-1);
    lookup.clear();
    setFilling(true);
    setFillFailed(false);
    try {
      const detail = await getAddressDetail(suggestion.id);
      form.update({
        line_1: detail.line_1 || form.form.line_1,
        line_2: detail.line_2,
        city: detail.city,
        state: detail.state,
        zip: detail.zip,
        zip4: detail.zip4,
      });
      setAnnouncement(t('enroll.address.filled'));
    } catch (error) {
      console.error(error);
      setFillFailed(true);
    } finally {
      setFilling(false);
    }
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = lookup.suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((active + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive(active <= 0 ? count - 1 : active - 1);
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      void pick(lookup.suggestions[active]!);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const found = lookup.suggestions.length;
  return (
    <StepForm form={form} onBack={props.onBack}>
      <p className="enroll-intro">{t('enroll.address.intro')}</p>
      <Field
        id={fieldId('line_1')}
        label={t('enroll.address.line_1')}
        hint={t('enroll.address.line_1-hint')}
        required
        error={form.errorOf('line_1')}
        className="enroll-combobox"
      >
        {(control) => (
          <input
            {...control}
            className="input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={listId}
            aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
            autoComplete="address-line1"
            value={form.form.line_1}
            onChange={(event) => {
              form.update({ line_1: event.target.value });
              lookup.search(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={keyDown}
            onBlur={() => setOpen(false)}
          />
        )}
      </Field>
      <ul
        id={listId}
        role="listbox"
        className="enroll-suggestions"
        aria-label={t('enroll.address.suggestions')}
        hidden={!shown}
      >
        {lookup.suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="enroll-suggestions__option"
            // Keeps focus in the box, so choosing with the mouse does not close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void pick(suggestion)}
          >
            {suggestion.description}
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        <VisuallyHidden>
          {open && found > 0 ? t('enroll.address.found', { count: found }) : ''}
          {filling ? t('enroll.address.filling') : announcement}
        </VisuallyHidden>
      </div>
      {(fillFailed || lookup.failed) && (
        <p className="enroll-alert enroll-alert--info" role="status">
          {t('lookup.unavailable', { source: LOOKUP_SOURCE_NAMES.places })}
        </p>
      )}
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
