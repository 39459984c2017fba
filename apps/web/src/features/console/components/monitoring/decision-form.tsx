import { exclusionDecisionBodySchema, type ExclusionDecisionBody } from '@credence/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormField, useSchemaForm } from '#web/components/form';
import { FieldError, describedBy, errorId } from '#web/components/ui';

type Decision = 'confirmed' | 'cleared';
type Values = { decision: Decision | ''; note: string };

const FAILURE = { offline: 'console.load-failed', failed: 'console.monitoring.decide-failed' } as const;

/**
 * Confirm or Clear with a note (decision 062): the note is required to clear, optional to confirm, checked
 * with the shared schema before anything is sent; its error shows beside the field and in the summary.
 */
export function DecisionForm(props: {
  offered: Decision[];
  list: string;
  name: string;
  busy: boolean;
  onDecide: (body: { decision: Decision; note?: string }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const options = {
    schema: exclusionDecisionBodySchema,
    defaultValues: { decision: '', note: '' } as Values,
    toInput: (values: Values) => ({
      decision: values.decision,
      ...(values.note.trim() ? { note: values.note } : {}),
    }),
  } as const;
  const form = useSchemaForm<Values, ExclusionDecisionBody>(options);
  return (
    <Form<Values, ExclusionDecisionBody>
      {...options}
      form={form}
      className="console__decision"
      fields={['note']}
      fieldId={(field) => `${id}-${field}`}
      failure={FAILURE}
      alertClassName="console__problem"
      onSubmit={async (data) => {
        await props.onDecide({
          decision: data.decision as Decision,
          ...(data.note ? { note: data.note } : {}),
        });
        form.reset({ decision: '', note: '' });
      }}
    >
      <FormField name="note">
        {(field) => {
          const hintId = `${field.id}-hint`;
          return (
            <div className="console__field">
              <label htmlFor={field.id}>
                {t('console.monitoring.note', { list: props.list, name: props.name })}
              </label>
              <p id={hintId}>{t('console.monitoring.note-hint')}</p>
              {field.error && <FieldError id={errorId(field.id)}>{field.error}</FieldError>}
              <textarea
                id={field.id}
                name={field.name}
                ref={field.ref}
                rows={3}
                value={field.value as string}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-invalid={field.error ? true : undefined}
                aria-describedby={describedBy(hintId, field.error && errorId(field.id))}
              />
            </div>
          );
        }}
      </FormField>
      <div className="console__actions">
        {props.offered.map((choice) => (
          <button
            key={choice}
            type="submit"
            className={choice === 'confirmed' ? 'button' : 'button button--primary'}
            disabled={props.busy}
            onClick={() => form.setValue('decision', choice)}
          >
            {t(`console.monitoring.action.${choice}`, { list: props.list, name: props.name })}
          </button>
        ))}
      </div>
    </Form>
  );
}
