import { paths } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useConsoleMe, useRequirements } from '../../api/console';
import { useRequirementOptions, useRequirementSet } from '../../api/requirements';
import { AttestationSetsView } from './attestation-sets-view';
import { RequirementSetForm } from './requirement-set-form';
import '../../console.css';

/**
 * /admin/requirements: the group's requirement sets; /admin/requirements/new and /admin/requirements/<id>:
 * one set to create or edit (decision 055). Reading needs view_requirements, saving manage_requirements.
 */
export function RequirementSetsPage() {
  const { t } = useTranslation();
  const { reqId } = useParams();
  const me = useConsoleMe();
  const may = (action: string) => me.data?.actions.includes(action) ?? false;
  const list = useRequirements(!reqId);
  const options = useRequirementOptions();
  const isNew = reqId === 'new';
  const set = useRequirementSet(reqId && !isNew ? reqId : undefined);

  const back = (
    <p>
      <Link to={reqId ? paths.adminRequirements() : paths.admin()}>
        {t(reqId ? 'console.sets.back' : 'console.back')}
      </Link>
    </p>
  );
  if (me.isPending || (reqId && (options.isPending || (!isNew && set.isPending))))
    return (
      <div className="page console">
        <h1>{t('console.sets.title')}</h1>
        <p role="status">{t('console.loading')}</p>
      </div>
    );
  if (me.isError || !may('view_requirements'))
    return (
      <div className="page console">
        <h1>{t('console.sets.title')}</h1>
        <p>{t('console.no-group')}</p>
      </div>
    );

  if (!reqId)
    return (
      <div className="page console">
        <h1>{t('console.sets.title')}</h1>
        {back}
        {may('manage_requirements') && (
          <p>
            <Link className="button button--primary" to={paths.adminRequirements('new')}>
              {t('console.sets.new')}
            </Link>
          </p>
        )}
        {list.isError && <p>{t('console.load-failed')}</p>}
        <ul className="console__list" aria-label={t('console.sets.title')}>
          {(list.data ?? []).map((requirement) => (
            <li key={requirement.id} className="console__item">
              <Link to={paths.adminRequirements(requirement.id)}>{requirement.name}</Link>
            </li>
          ))}
        </ul>
      </div>
    );

  if (options.isError || (!isNew && (set.isError || !set.data)))
    return (
      <div className="page console">
        <h1>{t('console.sets.title')}</h1>
        {back}
        <p role="alert">{t('console.sets.not-found')}</p>
      </div>
    );

  return (
    <div className="page console">
      <h1>{isNew ? t('console.sets.new') : set.data!.name}</h1>
      {back}
      <RequirementSetForm
        key={set.data?.id ?? 'new'}
        set={isNew ? undefined : set.data}
        options={options.data!}
        readOnly={!may('manage_requirements')}
      />
      {!isNew && set.data && <AttestationSetsView set={set.data} />}
    </div>
  );
}
