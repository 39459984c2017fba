import { type RequirementOptions } from '@credence/shared';
import { isWordingKey } from '#web/lib/i18n';
import { useTranslation } from 'react-i18next';
import { FieldError, describedBy, errorId } from '#web/components/ui';
import { newTemplateKey, type TemplateDraft } from './set-draft';

/** The set's task templates: document or question, required for share, sign-and-submit with its order. */
export function TaskTemplatesFieldset({
  templates,
  questionSets,
  readOnly,
  onChange,
  errorOf,
}: {
  templates: TemplateDraft[];
  questionSets: RequirementOptions['question_sets'];
  readOnly: boolean;
  onChange: (templates: TemplateDraft[]) => void;
  /** The message of a template (`templates.<index>`), if it has one. */
  errorOf: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const setLabel = (id: string) => {
    const key = `attestation.set.${id}`;
    return isWordingKey(key) ? t(key) : id;
  };
  const update = (key: string, change: Partial<TemplateDraft>) =>
    onChange(templates.map((template) => (template.key === key ? { ...template, ...change } : template)));
  return (
    <fieldset className="console__fieldset" disabled={readOnly}>
      <legend>{t('console.sets.templates')}</legend>
      {templates.length === 0 && <p>{t('console.sets.no-templates')}</p>}
      <ol className="console__templates">
        {templates.map((template, index) => {
          const id = `template-${template.key}`;
          const error = errorOf(`templates.${index}`);
          const setError = errorOf(`templates.${index}.question_set`);
          const orderError = errorOf(`templates.${index}.order`);
          return (
            <li key={template.key} className="console__template">
              <div className="console__field">
                <label htmlFor={`${id}-name`}>{t('console.sets.template-name', { n: index + 1 })}</label>
                {error && <FieldError id={errorId(`${id}-name`)}>{error}</FieldError>}
                <input
                  id={`${id}-name`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(error && errorId(`${id}-name`))}
                  value={template.name}
                  maxLength={200}
                  onChange={(event) => update(template.key, { name: event.target.value })}
                />
              </div>
              <div className="console__field">
                <label htmlFor={`${id}-type`}>{t('console.sets.template-type')}</label>
                <select
                  id={`${id}-type`}
                  value={template.type}
                  // A template clinicians already hold keeps its kind (decision 055).
                  disabled={template.assigned > 0}
                  onChange={(event) =>
                    update(template.key, { type: event.target.value as TemplateDraft['type'] })
                  }
                >
                  <option value="document">{t('console.sets.type-document')}</option>
                  <option value="question">{t('console.sets.type-question')}</option>
                </select>
              </div>
              {template.type === 'question' && (
                <div className="console__field">
                  <label htmlFor={`${id}-set`}>{t('console.sets.template-question-set')}</label>
                  {setError && <FieldError id={errorId(`${id}-set`)}>{setError}</FieldError>}
                  <select
                    id={`${id}-set`}
                    aria-invalid={setError ? true : undefined}
                    aria-describedby={describedBy(setError && errorId(`${id}-set`))}
                    value={template.question_set}
                    onChange={(event) => update(template.key, { question_set: event.target.value })}
                  >
                    <option value="">{t('console.sets.choose')}</option>
                    {questionSets.map((set) => (
                      <option key={set.id} value={set.id}>
                        {setLabel(set.id)}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              <label className="console__check">
                <input
                  type="checkbox"
                  checked={template.required_for_share}
                  onChange={(event) => update(template.key, { required_for_share: event.target.checked })}
                />
                {t('console.sets.required-for-share')}
              </label>
              <label className="console__check">
                <input
                  type="checkbox"
                  checked={template.sign_and_submit}
                  onChange={(event) => update(template.key, { sign_and_submit: event.target.checked })}
                />
                {t('console.sets.sign-and-submit')}
              </label>
              {template.sign_and_submit && (
                <div className="console__field console__field--short">
                  <label htmlFor={`${id}-order`}>{t('console.sets.order')}</label>
                  {orderError && <FieldError id={errorId(`${id}-order`)}>{orderError}</FieldError>}
                  <input
                    id={`${id}-order`}
                    aria-invalid={orderError ? true : undefined}
                    aria-describedby={describedBy(orderError && errorId(`${id}-order`))}
                    inputMode="numeric"
                    value={template.order}
                    onChange={(event) => update(template.key, { order: event.target.value })}
                  />
                </div>
              )}
              {template.assigned > 0 ? (
                <p className="muted">{t('console.sets.assigned', { count: template.assigned })}</p>
              ) : (
                <button
                  type="button"
                  className="button"
                  onClick={() => onChange(templates.filter((one) => one.key !== template.key))}
                >
                  {t('console.sets.remove-template', { n: index + 1 })}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button"
        onClick={() =>
          onChange([
            ...templates,
            {
              key: newTemplateKey(),
              name: '',
              type: 'document',
              required_for_share: true,
              sign_and_submit: false,
              order: '',
              question_set: '',
              assigned: 0,
            },
          ])
        }
      >
        {t('console.sets.add-template')}
      </button>
    </fieldset>
  );
}
