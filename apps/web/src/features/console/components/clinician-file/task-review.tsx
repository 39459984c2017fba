import { returnTaskBodySchema, type ConsoleTask } from '@credence/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormField, useSchemaForm } from '#web/components/form';
import { FieldError, describedBy, errorId } from '#web/components/ui';
import { useReviewTask } from '../../api/requirements';
import { sayOrRethrow } from './review-failure';

type ReturnValues = { message: string };
const FAILURE = { offline: 'console.file.failed', failed: 'console.file.failed' } as const;
const RETURN_OPTIONS = {
  // The contract's body: an empty message (or zod's own words) reads as the message it needs.
  schema: returnTaskBodySchema,
  defaultValues: { message: '' },
  fallbackMessage: 'console.file.message-required',
} as const;

/** One assigned task: its state and, once submitted, accept (final) or return with a message. */
export function TaskReview({
  task,
  canReview,
  onDone,
}: {
  task: ConsoleTask;
  canReview: boolean;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const review = useReviewTask();
  const form = useSchemaForm<ReturnValues, ReturnValues>(RETURN_OPTIONS);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const accept = () =>
    review.mutate(
      { id: task.id },
      {
        onSuccess: () => onDone(t('console.file.accepted', { task: task.name })),
        onError: () => onDone(t('console.file.failed')),
      },
    );
  const giveBack = async ({ message }: ReturnValues) => {
    try {
      await review.mutateAsync({ id: task.id, message });
      form.reset({ message: '' });
      onDone(t('console.file.returned', { task: task.name }));
    } catch (error) {
      sayOrRethrow(error, () => onDone(t('console.file.failed')));
    }
  };
  return (
    <li className="console__item console__task">
      <div className="console__item-main">
        <strong>{task.name}</strong>
        <span>
          {t(`console.file.task-status.${task.task_status}`)}
          {task.submitted_at && task.task_status === 'submitted'
            ? ` · ${t('console.file.submitted-on', { date: date(task.submitted_at) })}`
            : ''}
        </span>
        {task.review_message && task.task_status !== 'completed' && (
          <span>{t('console.file.returned-with', { message: task.review_message })}</span>
        )}
        {task.reviewed_at && task.task_status === 'completed' && (
          <span>
            {t('console.file.accepted-by', { date: date(task.reviewed_at), by: task.reviewed_by ?? '—' })}
          </span>
        )}
      </div>
      {canReview && task.task_status === 'submitted' && (
        <Form<ReturnValues, ReturnValues>
          {...RETURN_OPTIONS}
          form={form}
          className="console__review"
          fields={['message']}
          fieldId={() => `${id}-message`}
          failure={FAILURE}
          alertClassName="console__problem"
          onSubmit={giveBack}
        >
          <button
            type="button"
            className="button button--primary"
            disabled={review.isPending}
            onClick={accept}
          >
            {t('console.file.accept', { task: task.name })}
          </button>
          <FormField name="message">
            {(field) => (
              <div className="console__field">
                <label htmlFor={field.id}>{t('console.file.message')}</label>
                {field.error && <FieldError id={errorId(field.id)}>{field.error}</FieldError>}
                <textarea
                  id={field.id}
                  name={field.name}
                  ref={field.ref}
                  maxLength={1000}
                  value={field.value as string}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-invalid={field.error ? true : undefined}
                  aria-describedby={describedBy(field.error && errorId(field.id))}
                />
              </div>
            )}
          </FormField>
          <button type="submit" className="button" disabled={review.isPending}>
            {t('console.file.return', { task: task.name })}
          </button>
        </Form>
      )}
    </li>
  );
}
