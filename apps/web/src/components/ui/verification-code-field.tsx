import {
  CODE_BLUR_VALIDATION_DELAY_MS,
  VERIFICATION_CODE_LENGTH,
  isValidVerificationCode,
} from '@credence/shared';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DigitBoxes } from './digit-boxes';
import { FieldGroup } from './field-group';
import { describedBy, errorId, hintId } from './field-ids';
import { useDigitValue } from './use-digit-value';
import './verification-code-field.css';

export interface VerificationCodeFieldProps {
  id: string;
  legend: ReactNode;
  /** Number of boxes; 6 unless the code sent is longer or shorter. */
  length?: number;
  /** The digits entered, in order. */
  value?: string;
  onChange?: (code: string) => void;
  /** Called with the code once every box holds a digit (typed, pasted or autofilled). */
  onComplete?: (code: string) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  /** A message from the form (e.g. a wrong code); without one the field checks itself after focus leaves. */
  error?: ReactNode;
}

const toValue = (boxes: readonly string[]) => boxes.join('');

/** The texted code, one digit per box; phones can fill it from the message (autocomplete one-time-code). */
export function VerificationCodeField({
  id,
  legend,
  length = VERIFICATION_CODE_LENGTH,
  value,
  onChange,
  onComplete,
  onBlur,
  hint,
  error,
}: VerificationCodeFieldProps) {
  const { t } = useTranslation();
  const [boxes, setBoxes] = useDigitValue(value, length, toValue);
  const [invalid, setInvalid] = useState(false);
  const shownError = error ?? (invalid ? t('validation.code-invalid', { length }) : undefined);

  return (
    <FieldGroup id={id} legend={legend} hint={hint} error={shownError} required className="code-field">
      <DigitBoxes
        idPrefix={`${id}-digit`}
        digits={boxes}
        required
        firstAutoComplete="one-time-code"
        invalid={Boolean(shownError)}
        describedBy={describedBy(hint ? hintId(id) : null, shownError ? errorId(id) : null)}
        onDigitsChange={(next) => {
          setBoxes(next);
          const code = toValue(next);
          onChange?.(code);
          if (isValidVerificationCode(code, length)) {
            setInvalid(false);
            onComplete?.(code);
          }
        }}
        // Focus hops from box to box while typing; only a real departure, 200 ms on, is checked.
        leaveDelayMs={CODE_BLUR_VALIDATION_DELAY_MS}
        onLeave={(inputs) => {
          // Read from the boxes themselves: state captured at blur time may be 200 ms old.
          setInvalid(!isValidVerificationCode(inputs.map((input) => input.value).join(''), length));
          onBlur?.();
        }}
      />
    </FieldGroup>
  );
}
