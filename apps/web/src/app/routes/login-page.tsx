import { paths } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * The login entry (000 §2). Sign-in itself comes with the OIDC work; until then the button only goes on
 * to /callback, which says that part is still being built.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page stack">
      <h1>{t('shell.login.title')}</h1>
      <p className="lead">{t('shell.login.intro')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void navigate(paths.callback())}
      >
        {t('shell.login.sign-in')}
      </button>
    </div>
  );
}
