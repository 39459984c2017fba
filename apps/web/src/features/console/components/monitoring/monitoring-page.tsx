import { paths } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleMe } from '../../api/console';
import { ExclusionCandidates } from './exclusion-candidates';
import { MonitoringReport } from './monitoring-report';
import '../../console.css';

/**
 * /admin/monitoring (decisions 056, 057): the group's exclusion candidates and the monthly monitoring report.
 * Reading needs view_shares (admin, reviewer), deciding review_files; a recruiter gets the console's refusal,
 * and the server refuses the same calls with 403.
 */
export function MonitoringPage() {
  const { t } = useTranslation();
  const me = useConsoleMe();
  const may = (action: string) => me.data?.actions.includes(action) ?? false;
  const title = <h1>{t('console.monitoring.title')}</h1>;
  if (me.isPending)
    return (
      <div className="page console">
        {title}
        <p role="status">{t('console.loading')}</p>
      </div>
    );
  if (me.isError || !may('view_shares'))
    return (
      <div className="page console">
        {title}
        <p>{t(me.isError ? 'console.no-group' : 'console.forbidden')}</p>
      </div>
    );
  return (
    <div className="page console">
      {title}
      <p className="lead">{t('console.monitoring.lead', { organization: me.data.group.name })}</p>
      <p>
        <Link to={paths.admin()}>{t('console.back')}</Link>
      </p>
      <ExclusionCandidates canDecide={may('review_files')} />
      <MonitoringReport />
    </div>
  );
}
