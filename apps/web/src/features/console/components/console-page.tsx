import { paths, STAFF_ROLES, type ConsoleMe, type StaffRole } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleMe } from '../api/console';
import { CsvInviteForm } from './csv-invite-form';
import { ExpirablesList } from './expirables/expirables-list';
import { InvitationLists } from './invitation-lists';
import { InviteForm } from './invite-form';
import { PendingList } from './pending-list';
import { ReceivedShares } from './received-shares/received-shares';
import { RosterList } from './roster-list';
import { WorkVerificationsList } from './work-verifications/work-verifications-list';
import '../console.css';

const roleKey = (role: ConsoleMe['role']) =>
  role && (STAFF_ROLES as readonly StaffRole[]).includes(role)
    ? (`console.role.${role}` as const)
    : ('console.role.other' as const);

/**
 * /admin: the organization console (issue 18, decision 045). Each section shows only when the staff
 * member's role holds its action; the server checks the same action on every call.
 */
export function ConsolePage() {
  const { t } = useTranslation();
  const me = useConsoleMe();
  if (me.isPending) {
    return (
      <div className="page console">
        <h1>{t('console.title')}</h1>
        <p role="status">{t('console.loading')}</p>
      </div>
    );
  }
  if (me.isError) {
    return (
      <div className="page console">
        <h1>{t('console.title')}</h1>
        <p>{t('console.no-group')}</p>
      </div>
    );
  }
  const may = (action: string) => me.data.actions.includes(action);
  return (
    <div className="page console">
      <h1>{t('console.title')}</h1>
      <p className="lead">
        {t('console.lead', { organization: me.data.group.name, role: t(roleKey(me.data.role)) })}
      </p>
      {(may('view_requirements') || may('view_shares') || may('manage_saml')) && (
        <nav aria-label={t('console.nav.label')}>
          <ul className="console__nav">
            {may('view_requirements') && (
              <>
                <li>
                  <Link to={paths.adminRequirements()}>{t('console.nav.requirements')}</Link>
                </li>
                <li>
                  <Link to={paths.adminConsentForms()}>{t('console.nav.consent-forms')}</Link>
                </li>
              </>
            )}
            {may('view_shares') && (
              <li>
                <Link to={paths.adminMonitoring()}>{t('console.nav.monitoring')}</Link>
              </li>
            )}
            {may('manage_saml') && (
              <li>
                <Link to={paths.adminSaml()}>{t('console.nav.saml')}</Link>
              </li>
            )}
          </ul>
        </nav>
      )}
      <RosterList canReview={may('review_files')} canOpenFile={may('assign_tasks')} />
      {may('view_shares') && (
        <>
          <ReceivedShares />
          <ExpirablesList />
          <WorkVerificationsList />
        </>
      )}
      {may('invite_clinicians') && (
        <>
          <InviteForm />
          <CsvInviteForm />
          <InvitationLists />
        </>
      )}
      {may('approve_subscriptions') && <PendingList />}
    </div>
  );
}
