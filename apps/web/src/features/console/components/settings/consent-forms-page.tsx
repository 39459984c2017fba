import { paths } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleMe } from '../../api/console';
import { useConsentForms } from '../../api/settings';
import '../../console.css';

/**
 * /admin/consent-forms: the group's consent forms, whether each is required before enrolment goes on, and
 * how many subscribed clinicians signed it (decision 061). Read-only: a form is set up with the group.
 */
export function ConsentFormsPage() {
  const { t } = useTranslation();
  const me = useConsoleMe();
  const allowed = me.data?.actions.includes('view_requirements') ?? false;
  const forms = useConsentForms(allowed);
  const head = (
    <>
      <h1>{t('console.consent.title')}</h1>
      <p>
        <Link to={paths.admin()}>{t('console.back')}</Link>
      </p>
    </>
  );
  if (me.isPending || (allowed && forms.isPending))
    return (
      <div className="page console">
        {head}
        <p role="status">{t('console.loading')}</p>
      </div>
    );
  if (me.isError || !allowed || !forms.data)
    return (
      <div className="page console">
        {head}
        <p>{t(forms.isError ? 'console.load-failed' : 'console.no-group')}</p>
      </div>
    );
  return (
    <div className="page console">
      {head}
      <p className="lead">{t('console.consent.lead')}</p>
      {forms.data.length === 0 ? (
        <p>{t('console.consent.empty')}</p>
      ) : (
        <table className="console__table console__table--fixed">
          <thead>
            <tr>
              <th scope="col">{t('console.consent.name')}</th>
              <th scope="col">{t('console.consent.required')}</th>
              <th scope="col">{t('console.consent.signed')}</th>
            </tr>
          </thead>
          <tbody>
            {forms.data.map((form) => (
              <tr key={form.id}>
                <th scope="row">{form.name}</th>
                <td>{t(form.required ? 'console.consent.required-yes' : 'console.consent.required-no')}</td>
                <td>
                  {t('console.consent.signed-count', { signed: form.signed, subscribed: form.subscribed })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
