import { paths } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageData } from '../page-data';

/** The generic error page of 001 §8: check the URL, contact support. */
export function GenericError({ code }: { code?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page stack">
      <h1>{t('error.page.title')}</h1>
      <p>{t('error.page.body')}</p>
      {code ? <p className="muted">{t('shell.error-code', { code })}</p> : null}
      <p>
        <Link to={paths.login()}>{t('shell.go-home')}</Link>
      </p>
    </div>
  );
}

/** /error/{code?}: open to everyone, so it shows nothing beyond the code it was given. */
export function ErrorPage() {
  const { params } = usePageData();
  return <GenericError code={params.code} />;
}
