import {
  paths,
  requirementSetInputSchema,
  type RequirementOptions,
  type RequirementSet,
  type RequirementSetInput,
} from '@credence/shared';
import { isWordingKey } from '#web/lib/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Form, useSchemaForm, type IssuePath } from '#web/components/form';
import { FieldError, describedBy, errorId } from '#web/components/ui';
import { useSaveRequirementSet } from '../../api/requirements';
import { bodyOf, draftOf, NUMBER_SETTINGS, type SetDraft } from './set-draft';
import { SettingsFieldset, toggle } from './settings-fieldset';
import { TaskTemplatesFieldset } from './task-templates-fieldset';

const FAILURE = { offline: 'console.sets.save-failed', failed: 'console.sets.save-failed' } as const;
const NUMBER_PATHS: Record<string, string> = {
  'application_config.look_back_years': 'numbers.look_back_years',
  'application_config.allowed_gap_days': 'numbers.allowed_gap_days',
  'application_config.affiliation_look_back_years': 'numbers.affiliation_look_back_years',
  'application_config.verification_window_days': 'numbers.verification_window_days',
  'application_config.references.required_count': 'numbers.references_required_count',
  'application_config.share.retention_days': 'numbers.retention_days',
  'application_config.share.purpose': 'purpose',
};

/** The form's field that shows a problem the schema (or the server) found at `path` of the body. */
export function setFieldOf(path: IssuePath): string {
  const [head, second] = path;
  const joined = path.join('.');
  const setting = Object.keys(NUMBER_PATHS).find(
    (prefix) => joined === prefix || joined.startsWith(`${prefix}.`),
  );
  if (setting) return NUMBER_PATHS[setting]!;
  if (head === 'task_templates' && typeof second === 'number') {
    const part =
      path[2] === 'question_set' ? '.question_set' : path[2] === 'sign_and_submit_order' ? '.order' : '';
    return `templates.${second}${part}`;
  }
  if (head === 'application_config' && second === 'malpractice') return 'malpractice';
  if (head === 'application_config' && second === 'provider_types') return 'provider_types';
  if (head === 'credential_set') return 'credentials';
  if (head === 'name' || head === 'attested_reqs') return head;
  return 'settings';
}

/** The id of the control (or fieldset) a field's problem links to. */
function setFieldId(field: string, templates: readonly { key: string }[]): string {
  const [head, second, part] = field.split('.');
  if (head === 'numbers') return `setting-${second}`;
  if (head === 'templates') {
    const control = part === 'question_set' ? 'set' : part === 'order' ? 'order' : 'name';
    return `template-${templates[Number(second)]?.key ?? ''}-${control}`;
  }
  const ids: Record<string, string> = {
    name: 'set-name',
    purpose: 'setting-purpose',
    provider_types: 'set-provider-types',
    credentials: 'set-credentials',
    attested_reqs: 'set-attestations',
    malpractice: 'set-malpractice',
  };
  return ids[field] ?? 'set-settings';
}

const FIELD_ORDER = [
  'name',
  'provider_types',
  'credentials',
  'attested_reqs',
  ...NUMBER_SETTINGS.map((setting) => `numbers.${setting}`),
  'purpose',
  'malpractice',
  'settings',
];

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
  const [saved, setSaved] = useState('');
  const formOptions = {
    // The server checks the same body with the same schema (requirementSetInputSchema).
    schema: requirementSetInputSchema,
    defaultValues: draftOf(set),
    toInput: bodyOf,
    fieldOf: setFieldOf,
    // zod's range messages are not wording keys: each problem is named by its field's label, which states
    // the allowed values.
    fallbackMessage: 'console.sets.invalid',
  } as const;
  const form = useSchemaForm<SetDraft, RequirementSetInput>(formOptions);
  const draft = form.watch();
  const change = (part: Partial<SetDraft>) => {
    setSaved('');
    for (const [key, value] of Object.entries(part))
      form.setValue(key as keyof SetDraft, value as never, { shouldDirty: true });
  };
  const label = (key: string, fallback: string) => (isWordingKey(key) ? t(key) : fallback);

  const submit = async (body: RequirementSetInput) => {
    setSaved('');
    const result = await save.mutateAsync(body);
    setSaved(t('console.sets.saved', { name: result.name }));
    if (!set) void navigate(paths.adminRequirements(result.id));
  };

  return (
    <Form<SetDraft, RequirementSetInput>
      {...formOptions}
      form={form}
      className="console__form console__form--wide"
      fields={[
        ...FIELD_ORDER,
        ...draft.templates.flatMap((_, index) =>
          ['', '.question_set', '.order'].map((part) => `templates.${index}${part}`),
        ),
      ]}
      fieldId={(field) => setFieldId(field, form.getValues('templates'))}
      failure={FAILURE}
      alertClassName="console__problem"
      onSubmit={submit}
    >
      {(_, frame) => (
        <>
          {set && set.subscribed > 0 && (
            <p className="console__warning" role="note">
              {t('console.sets.in-use', { count: set.subscribed })}
            </p>
          )}
          <fieldset className="console__fieldset" disabled={readOnly}>
            <legend>{t('console.sets.about')}</legend>
            <div className="console__field">
              <label htmlFor="set-name">{t('console.sets.name')}</label>
              {frame.errorOf('name') && (
                <FieldError id={errorId('set-name')}>{frame.errorOf('name')}</FieldError>
              )}
              <input
                id="set-name"
                value={draft.name}
                maxLength={100}
                aria-invalid={frame.errorOf('name') ? true : undefined}
                aria-describedby={describedBy(frame.errorOf('name') && errorId('set-name'))}
                onChange={(e) => change({ name: e.target.value })}
              />
            </div>
            <p id="set-provider-types">{t('console.sets.provider-types')}</p>
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
          <fieldset id="set-credentials" className="console__fieldset" disabled={readOnly}>
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
          <fieldset id="set-attestations" className="console__fieldset" disabled={readOnly}>
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
          <SettingsFieldset draft={draft} readOnly={readOnly} onChange={change} errorOf={frame.errorOf} />
          <TaskTemplatesFieldset
            templates={draft.templates}
            questionSets={options.question_sets}
            readOnly={readOnly}
            onChange={(templates) => change({ templates })}
            errorOf={frame.errorOf}
          />
          {!readOnly && (
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {t(set ? 'console.sets.save' : 'console.sets.create')}
            </button>
          )}
          <p role="status">{saved}</p>
        </>
      )}
    </Form>
  );
}
