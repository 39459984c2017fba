import {
  isWordingKey,
  paths,
  requirementSetInputSchema,
  type RequirementOptions,
  type RequirementSet,
} from '@credence/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '#web/lib/api-client';
import { useSaveRequirementSet } from '../../api/requirements';
import { bodyOf, draftOf, type SetDraft } from './set-draft';
import { SettingsFieldset, toggle } from './settings-fieldset';
import { TaskTemplatesFieldset } from './task-templates-fieldset';

/** One requirement set to create or edit; staff without manage_requirements see it read-only. */
export function RequirementSetForm({
  set,
  options,
  readOnly,
}: {
  set: RequirementSet | undefined;
  options: RequirementOptions;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveRequirementSet(set?.id);
  const [draft, setDraft] = useState<SetDraft>(() => draftOf(set));
  const [problems, setProblems] = useState<string[]>([]);
  const [saved, setSaved] = useState('');
  const change = (part: Partial<SetDraft>) => setDraft((current) => ({ ...current, ...part }));
  const label = (key: string, fallback: string) => (isWordingKey(key) ? t(key) : fallback);
  // A problem's path named as its field is labelled on the form.
  const problemLabel = (path: string) => {
    const [head, second, third] = path.split('.');
    if (head === 'name') return t('console.sets.name');
    if (head === 'task_templates' && second !== undefined)
      return t('console.sets.template-name', { n: Number(second) + 1 });
    if (head === 'application_config' && second) {
      const setting =
        second === 'references'
          ? 'references_required_count'
          : second === 'share'
            ? third === 'purpose'
              ? 'purpose'
              : 'retention_days'
            : second;
      return label(`console.sets.setting.${setting}`, path);
    }
    return path;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    const body = bodyOf(draft);
    const checked = requirementSetInputSchema.safeParse(body);
    if (!checked.success) {
      setProblems([...new Set(checked.error.issues.map((issue) => issue.path.join('.')))]);
      return;
    }
    setProblems([]);
    save.mutate(body, {
      onSuccess: (result) => {
        setSaved(t('console.sets.saved', { name: result.name }));
        if (!set) void navigate(paths.adminRequirements(result.id));
      },
      onError: (error) =>
        setProblems(
          isApiError(error) && error.details?.length
            ? error.details.map((detail) => detail.path)
            : [t('console.sets.save-failed')],
        ),
    });
  };

  return (
    <form className="console__form console__form--wide" onSubmit={submit} noValidate>
      {set && set.subscribed > 0 && (
        <p className="console__warning" role="note">
          {t('console.sets.in-use', { count: set.subscribed })}
        </p>
      )}
      <fieldset className="console__fieldset" disabled={readOnly}>
        <legend>{t('console.sets.about')}</legend>
        <div className="console__field">
          <label htmlFor="set-name">{t('console.sets.name')}</label>
          <input
            id="set-name"
            value={draft.name}
            maxLength={100}
            onChange={(e) => change({ name: e.target.value })}
          />
        </div>
        <p>{t('console.sets.provider-types')}</p>
        <div className="console__checks">
          {options.provider_types.map((type) => (
            <label key={type} className="console__check">
              <input
                type="checkbox"
                checked={draft.provider_types.includes(type)}
                onChange={(e) =>
                  change({ provider_types: toggle(draft.provider_types, type, e.target.checked) })
                }
              />
              {type}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="console__fieldset" disabled={readOnly}>
        <legend>{t('console.sets.credentials')}</legend>
        <p className="muted">{t('console.sets.credentials-hint')}</p>
        <ul className="console__list">
          {options.credential_types.map(({ type, fields }) => {
            const chosen = draft.credentials[type];
            return (
              <li key={type} className="console__credential">
                <label className="console__check">
                  <input
                    type="checkbox"
                    checked={chosen !== undefined}
                    onChange={(e) => {
                      const next = { ...draft.credentials };
                      if (e.target.checked) next[type] = [];
                      else delete next[type];
                      change({ credentials: next });
                    }}
                  />
                  {label(`issuer.vct.${type}`, type)}
                </label>
                {chosen !== undefined && fields.length > 0 && (
                  <details>
                    <summary>{t('console.sets.fields', { count: chosen.length })}</summary>
                    <div className="console__checks">
                      {fields.map((field) => (
                        <label key={field} className="console__check">
                          <input
                            type="checkbox"
                            checked={chosen.includes(field)}
                            onChange={(e) =>
                              change({
                                credentials: {
                                  ...draft.credentials,
                                  [type]: toggle(chosen, field, e.target.checked),
                                },
                              })
                            }
                          />
                          {field.replaceAll('_', ' ')}
                        </label>
                      ))}
                    </div>
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset className="console__fieldset" disabled={readOnly}>
        <legend>{t('console.sets.attestations')}</legend>
        {options.question_sets.map((questionSet) => (
          <label key={questionSet.id} className="console__check">
            <input
              type="checkbox"
              checked={draft.attested_reqs.includes(questionSet.id)}
              onChange={(e) =>
                change({ attested_reqs: toggle(draft.attested_reqs, questionSet.id, e.target.checked) })
              }
            />
            {label(`attestation.set.${questionSet.id}`, questionSet.id)}
          </label>
        ))}
      </fieldset>
      <SettingsFieldset draft={draft} readOnly={readOnly} onChange={change} />
      <TaskTemplatesFieldset
        templates={draft.templates}
        questionSets={options.question_sets}
        readOnly={readOnly}
        onChange={(templates) => change({ templates })}
      />
      {problems.length > 0 && (
        <div className="console__problem" role="alert">
          <p>{t('console.sets.problems')}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problemLabel(problem)}</li>
            ))}
          </ul>
        </div>
      )}
      {!readOnly && (
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t(set ? 'console.sets.save' : 'console.sets.create')}
        </button>
      )}
      <p role="status">{saved}</p>
    </form>
  );
}
