import { paths } from '@credence/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useConsoleMe, useMarkReviewed } from '../../api/console';
import { useClinicianFile } from '../../api/requirements';
import { nameOf } from '../roster-list';
import { AssignTaskForm } from './assign-task-form';
import { ChecklistSection } from './checklist-section';
import { TaskReview } from './task-review';
import '../../console.css';

/**
 * /admin/clinicians/<subscription id>: one clinician's file (decision 055): the checklist against their
 * requirement set, the tasks the group assigned with their submissions to accept or return, templates to
 * assign, and "file reviewed". Needs assign_tasks; accepting, returning and reviewing need review_files.
 */
export function ClinicianFilePage() {
  const { t, i18n } = useTranslation();
  const { subscriptionId = '' } = useParams();
  const me = useConsoleMe();
  const file = useClinicianFile(subscriptionId);
  const reviewed = useMarkReviewed();
  const [status, setStatus] = useState('');
  const may = (action: string) => me.data?.actions.includes(action) ?? false;
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  if (file.isPending)
    return (
      <div className="page console">
        <h1>{t('console.file.title')}</h1>
        <p role="status">{t('console.loading')}</p>
      </div>
    );
  if (file.isError)
    return (
      <div className="page console">
        <h1>{t('console.file.title')}</h1>
        <p role="alert">{t('console.file.not-found')}</p>
        <p>
          <Link to={paths.admin()}>{t('console.back')}</Link>
        </p>
      </div>
    );
  const data = file.data;
  const name = nameOf(data) || data.email || t('console.roster.no-name');

  return (
    <div className="page console">
      <h1>{name}</h1>
      <p>
        <Link to={paths.admin()}>{t('console.back')}</Link>
      </p>
      <p className="lead">
        <span className={`console__state console__state--${data.state}`}>
          {t(`console.state.${data.state}`)}
        </span>
        {' · '}
        {data.requirement
          ? t('console.roster.requirement', { name: data.requirement.name })
          : t('console.roster.no-requirement')}
      </p>
      <p role="status">{status}</p>
      <ChecklistSection checklist={data.checklist} />
      <section className="console__section" aria-labelledby="file-tasks">
        <h2 id="file-tasks">{t('console.file.tasks')}</h2>
        {data.tasks.length === 0 && <p>{t('console.file.no-tasks')}</p>}
        <ul className="console__list">
          {data.tasks.map((task) => (
            <TaskReview key={task.id} task={task} canReview={may('review_files')} onDone={setStatus} />
          ))}
        </ul>
        {data.assignable.length > 0 && (
          <AssignTaskForm
            key={data.assignable.map((one) => one.id).join(' ')}
            subscriptionId={subscriptionId}
            assignable={data.assignable}
            onDone={setStatus}
          />
        )}
      </section>
      <section className="console__section" aria-labelledby="file-reviewed">
        <h2 id="file-reviewed">{t('console.file.review-title')}</h2>
        <p>
          {data.reviewed_at
            ? t('console.roster.reviewed', { date: date(data.reviewed_at), by: data.reviewed_by ?? '—' })
            : t('console.file.not-reviewed')}
        </p>
        {may('review_files') && (
          <button
            type="button"
            className="button"
            disabled={reviewed.isPending}
            onClick={() =>
              reviewed.mutate(subscriptionId, {
                onSuccess: () => {
                  void file.refetch();
                  setStatus(t('console.roster.marked', { name }));
                },
              })
            }
          >
            {t('console.roster.mark-reviewed', { name })}
          </button>
        )}
      </section>
    </div>
  );
}
