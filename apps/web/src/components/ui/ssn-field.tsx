import { SSN_LENGTH, formatSsn } from '@credence/shared';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DigitBoxes } from './digit-boxes';
import { FieldGroup } from './field-group';
import { describedBy, errorId, hintId } from './field-ids';
import { useDigitValue } from './use-digit-value';
import { VisuallyHidden } from './visually-hidden';
import './ssn-field.css';

export interface SsnFieldProps {
  id: string;
  legend: ReactNode;
  /** 'ddd-dd-dddd' once all nine digits are in; until then the digits typed so far ('' when none). */
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  required?: boolean;
  /** A message from the form; without one the boxes' native validity is checked when focus leaves them. */
  error?: ReactNode;
  /** Start with the digits shown instead of hidden. */
  defaultShown?: boolean;
}

const toValue = (boxes: readonly string[]): string => {
  const digits = boxes.join('');
  return digits.length === SSN_LENGTH ? formatSsn(digits) : digits;
};

/** Nine one-digit boxes, hidden as dots until the clinician chooses to show them. */
export function SsnField({
  id,
  legend,
  value,
  onChange,
  onBlur,
  hint,
  required,
  error,
  defaultShown = false,
}: SsnFieldProps) {
  const { t } = useTranslation();
  const [boxes, setBoxes] = useDigitValue(value, SSN_LENGTH, toValue);
  const [shown, setShown] = useState(defaultShown);
  const [invalid, setInvalid] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const shownError = error ?? (invalid ? t('validation.ssn-invalid') : undefined);

  return (
    <FieldGroup
      id={id}
      legend={legend}
      hint={hint}
      error={shownError}
      required={required}
      className="ssn-field"
    >
      <div className="ssn-field__row">
        <DigitBoxes
          idPrefix={`${id}-digit`}
          digits={boxes}
          masked={!shown}
          required={required}
          invalid={Boolean(shownError)}
          describedBy={describedBy(hint ? hintId(id) : null, shownError ? errorId(id) : null)}
          onDigitsChange={(next) => {
            setBoxes(next);
            onChange?.(toValue(next));
          }}
          onLeave={(inputs) => {
            // Native validity: each box's pattern [0-9] and required (which applies once any digit is in).
            setInvalid(inputs.some((input) => !input.validity.valid));
            onBlur?.();
          }}
        />
        {/* GOV.UK's show/hide pattern: the button's name says what it will do; a live region says the result. */}
        <button
          type="button"
          className="button ssn-field__toggle"
          aria-controls={boxes.map((_, index) => `${id}-digit-${index}`).join(' ')}
          onClick={() => {
            setShown(!shown);
            setAnnouncement(shown ? t('ssn.hidden') : t('ssn.visible'));
          }}
        >
          {shown ? t('ssn.hide') : t('ssn.show')}
        </button>
      </div>
      <div aria-live="polite">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
    </FieldGroup>
  );
}
