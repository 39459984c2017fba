import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SignInButton } from './sign-in-button';

/** /timeout (001 §4, §8): the session ended, because renewal failed or because the user was away. */
export function TimeoutPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const inactive = search.get('reason') === 'inactivity';
  return (
    <div className="page stack">
      <h1>{t('auth.timeout.title')}</h1>
      <p className="lead">{t(inactive ? 'auth.logged-out-inactivity' : 'auth.not-authenticated')}</p>
      <SignInButton label={t('auth.sign-in-again')} />
    </div>
  );
}
