import { paths, type ConsoleConsentForm } from '@credence/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '#web/components/ui';
import { isApiError } from '#web/lib/api-client';
import { useConsoleMe, useRequirements } from '../../api/console';
import { useConsentForms, useDeleteConsentForm } from '../../api/settings';
import '../../console.css';
import { ConsentFormEditor } from './consent-form-editor';
import { ConsentFormItem } from './consent-form-item';

/**
 * /admin/consent-forms: the group's consent forms, required or not, how many subscribed clinicians signed
 * each version (decision 061). Admins (manage_requirements) create and edit them (decision 062).
 */
export function ConsentFormsPage() {
  const { t } = useTranslation();
  const me = useConsoleMe();
  const allowed = me.data?.actions.includes('view_requirements') ?? false;
  const canEdit = me.data?.actions.includes('manage_requirements') ?? false;
  const forms = useConsentForms(allowed);
  const sets = useRequirements(canEdit);
  // null: no editor; 'new': a new form; otherwise the id of the form edited.
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const newButton = useRef<HTMLButtonElement>(null);
  const { confirm, dialog } = useConfirm();
  const remove = useDeleteConsentForm();
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

  const done = (saved: ConsoleConsentForm | null) => {
    setEditing(null);
    if (saved)
      setNotice(
        saved.version > 1
          ? t('console.consent.saved-version', { name: saved.name, version: saved.version })
          : t('console.consent.saved', { name: saved.name }),
      );
    requestAnimationFrame(() => newButton.current?.focus());
  };
  const edited = forms.data.find((form) => form.id === editing);
  const onDelete = async (form: ConsoleConsentForm) => {
    setNotice('');
    const confirmed = await confirm({
      title: t('console.consent.delete', { name: form.name }),
      message: <p>{t('console.consent.delete-confirm', { name: form.name })}</p>,
      confirmLabel: t('console.consent.delete-yes'),
      cancelLabel: t('console.consent.delete-no'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(form.id);
      setNotice(t('console.consent.deleted', { name: form.name }));
    } catch (error) {
      setNotice(
        t(
          isApiError(error) && error.status === 409
            ? 'console.consent.delete-signed'
            : 'console.consent.delete-failed',
        ),
      );
    }
    requestAnimationFrame(() => newButton.current?.focus());
  };

  return (
    <div className="page console">
      {head}
      <p className="lead">{t(canEdit ? 'console.consent.lead-admin' : 'console.consent.lead')}</p>
      <p role="status">{notice}</p>
      {canEdit && editing === null && (
        <p>
          <button
            ref={newButton}
            type="button"
            className="button button--primary"
            onClick={() => {
              setNotice('');
              setEditing('new');
            }}
          >
            {t('console.consent.new')}
          </button>
        </p>
      )}
      {canEdit && editing !== null && (
        <ConsentFormEditor
          key={editing}
          {...(edited ? { form: edited } : {})}
          sets={sets.data?.map((set) => ({ id: set.id, name: set.name })) ?? []}
          onDone={done}
        />
      )}
      {forms.data.length === 0 ? (
        <p>{t('console.consent.empty')}</p>
      ) : (
        <ul className="console__list">
          {forms.data.map((form) => (
            <ConsentFormItem
              key={form.id}
              form={form}
              {...(canEdit && editing === null
                ? {
                    onEdit: () => {
                      setNotice('');
                      setEditing(form.id);
                    },
                    onDelete: () => void onDelete(form),
                  }
                : {})}
            />
          ))}
        </ul>
      )}
      {dialog}
    </div>
  );
}
