import { digitsOnly, spreadDigits } from '@credence/shared';
import { useEffect, useRef } from 'react';
import type { ClipboardEvent, FocusEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './digit-boxes.css';

export interface DigitBoxesProps {
  /** Box ids are `${idPrefix}-0`, `${idPrefix}-1`…; the first is what a label or error summary targets. */
  idPrefix: string;
  /** One entry per box: a digit or ''. */
  digits: readonly string[];
  onDigitsChange: (digits: string[]) => void;
  /** Shows dots instead of digits (SSN hidden). */
  masked?: boolean;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** autocomplete of the first box ('one-time-code' lets phones fill a texted code); the others are off. */
  firstAutoComplete?: string;
  /** Called once focus has left every box, `leaveDelayMs` later (focus may hop between boxes meanwhile). */
  onLeave?: (boxes: HTMLInputElement[]) => void;
  leaveDelayMs?: number;
}

/** One-digit boxes: typing moves forward, Backspace on an empty box moves back, a paste fills across. */
export function DigitBoxes({
  idPrefix,
  digits,
  onDigitsChange,
  masked = false,
  required = false,
  invalid = false,
  describedBy,
  firstAutoComplete = 'off',
  onLeave,
  leaveDelayMs = 0,
}: DigitBoxesProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const group = useRef<HTMLDivElement>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const length = digits.length;
  // Once any digit is in, every box must be: an optional number is still all or nothing.
  const boxRequired = required || digits.some(Boolean);

  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(index, length - 1))]?.focus();

  const fill = (text: string, from: number) => {
    onDigitsChange(spreadDigits(text, length, digits, from));
    focusBox(from + digitsOnly(text).length);
  };

  const change = (index: number, value: string) => {
    const typed = digitsOnly(value);
    const old = digits[index] ?? '';
    if (typed.length <= 1) {
      onDigitsChange(digits.map((digit, i) => (i === index ? typed : digit)));
      if (typed) focusBox(index + 1);
    } else if (typed.length === 2 && old) {
      // A digit typed into a full box: keep the new one, whichever side of the old one it landed.
      fill(typed.startsWith(old) ? typed.slice(1) : typed.slice(0, 1), index);
    } else {
      fill(typed, index); // autofill or a phone's keyboard suggestion: several digits at once
    }
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key) && event.key === digits[index]) {
      // Retyping the digit a box holds changes nothing, so no change event would move focus on.
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(event.clipboardData.getData('text'), index);
  };

  const blur = (event: FocusEvent<HTMLDivElement>) => {
    if (!onLeave) return;
    const inputs = boxes.current.filter((box): box is HTMLInputElement => box !== null);
    if (leaveDelayMs === 0) {
      if (!group.current?.contains(event.relatedTarget)) onLeave(inputs);
      return;
    }
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(() => {
      if (!group.current?.contains(document.activeElement)) onLeave(inputs);
    }, leaveDelayMs);
  };

  return (
    <div className="digit-boxes" ref={group} onBlur={blur}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          id={`${idPrefix}-${index}`}
          className="input digit-boxes__box"
          type={masked ? 'password' : 'text'}
          inputMode="numeric"
          pattern="[0-9]"
          autoComplete={index === 0 ? firstAutoComplete : 'off'}
          required={boxRequired}
          aria-label={t('field.digit-label', { position: index + 1, length })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={digit}
          onChange={(event) => change(index, event.target.value)}
          onKeyDown={(event) => keyDown(index, event)}
          onPaste={(event) => paste(index, event)}
          // Selecting the digit lets the next key replace it instead of being refused.
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
