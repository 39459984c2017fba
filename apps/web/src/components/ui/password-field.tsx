import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './field';
import { PasswordRules } from './password-rules';
import { VisuallyHidden } from './visually-hidden';
import './password-field.css';

export interface PasswordFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  hint?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  /** 'new-password' on sign-up and reset, so password managers offer to generate one. */
  autoComplete?: 'current-password' | 'new-password';
  /** Lists the rules under the box and marks each met or not as the clinician types. */
  showRules?: boolean;
}

/** GOV.UK password input: a Show/Hide button beside the box and a live region announcing the change. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  onBlur,
  name,
  hint,
  required,
  error,
  autoComplete = 'current-password',
  showRules = false,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const rulesId = `${id}-rules`;

  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      describedBy={showRules ? rulesId : undefined}
      className="password-field"
    >
      {(control) => (
        <>
          <div className="password-field__row">
            <input
              {...control}
              className="input password-field__input"
              type={shown ? 'text' : 'password'}
              name={name}
              autoComplete={autoComplete}
              // Passwords are case-sensitive: no capitalising or correcting on phones.
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
            />
            <button
              type="button"
              className="button password-field__toggle"
              aria-controls={id}
              onClick={() => {
                setShown(!shown);
                setAnnouncement(shown ? t('password.hidden') : t('password.visible'));
              }}
            >
              {shown ? t('auth.hide-password') : t('auth.show-password')}
            </button>
          </div>
          <div aria-live="polite">
            <VisuallyHidden>{announcement}</VisuallyHidden>
          </div>
          {showRules && <PasswordRules id={rulesId} password={value} />}
        </>
      )}
    </Field>
  );
}
