import { paths } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Any URL that is no page of the route table (001 §8: the 404 page). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page stack">
      <h1>{t('error.not-found.title')}</h1>
      <p>{t('error.not-found.body')}</p>
      <p>
        <Link to={paths.login()}>{t('shell.go-home')}</Link>
      </p>
    </div>
  );
}
