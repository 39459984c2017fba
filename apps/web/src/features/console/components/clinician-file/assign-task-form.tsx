import { assignTaskBodySchema, type ConsoleClinician } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Form, FormField, useSchemaForm } from '#web/components/form';
import { FieldError, describedBy, errorId } from '#web/components/ui';
import { useAssignTask } from '../../api/requirements';
import { sayOrRethrow } from './review-failure';

type Values = { template_id: string };
const FAILURE = { offline: 'console.file.failed', failed: 'console.file.failed' } as const;
const fieldId = () => 'file-assign';

/** Assigns one of the set's task templates to the clinician (the contract's body schema). */
export function AssignTaskForm({
  subscriptionId,
  assignable,
  onDone,
}: {
  subscriptionId: string;
  assignable: ConsoleClinician['assignable'];
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const assign = useAssignTask(subscriptionId);
  // The first template is chosen at first; the page keys this form by the list, which changes on assigning.
  const first = assignable[0]?.id ?? '';
  const options = {
    schema: assignTaskBodySchema,
    defaultValues: { template_id: first },
    fallbackMessage: 'validation.required',
  } as const;
  const form = useSchemaForm<Values, Values>(options);
  const submit = async ({ template_id }: Values) => {
    const picked = assignable.find((one) => one.id === template_id);
    try {
      await assign.mutateAsync(template_id);
      form.reset({ template_id: first });
      onDone(t('console.file.assigned', { task: picked?.name ?? '' }));
    } catch (error) {
      sayOrRethrow(error, () => onDone(t('console.file.failed')));
    }
  };
  return (
    <Form<Values, Values>
      {...options}
      form={form}
      className="console__form"
      fields={['template_id']}
      fieldId={fieldId}
      failure={FAILURE}
      alertClassName="console__problem"
      onSubmit={submit}
    >
      <FormField name="template_id">
        {(field) => (
          <div className="console__field">
            <label htmlFor={field.id}>{t('console.file.assign-label')}</label>
            {field.error && <FieldError id={errorId(field.id)}>{field.error}</FieldError>}
            <select
              id={field.id}
              name={field.name}
              ref={field.ref}
              value={field.value as string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-invalid={field.error ? true : undefined}
              aria-describedby={describedBy(field.error && errorId(field.id))}
            >
              {assignable.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </FormField>
      <button type="submit" className="button" disabled={assign.isPending}>
        {t('console.file.assign')}
      </button>
    </Form>
  );
}
