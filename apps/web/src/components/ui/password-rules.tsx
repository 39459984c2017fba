import { checkPassword, passwordMessages } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { VisuallyHidden } from './visually-hidden';

/** The password rules with a tick or a cross each, and a hidden word so the mark is not the only signal. */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  return (
    <div className="password-rules" id={id} aria-live="polite">
      <p className="password-rules__heading">{t('password.rules-heading')}</p>
      <ul className="password-rules__list">
        {checkPassword(password).map(({ rule, ok }) => (
          <li
            key={rule}
            className={ok ? 'password-rules__rule password-rules__rule--ok' : 'password-rules__rule'}
          >
            <Icon name={ok ? 'check' : 'close'} />
            <span>
              <VisuallyHidden>{ok ? t('password.rule-met') : t('password.rule-unmet')}</VisuallyHidden>{' '}
              {t(passwordMessages[rule])}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
