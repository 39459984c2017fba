import {
  isYesAnswer,
  type AttestationQuestion,
  type DocumentType,
  type RequiredDocumentKind,
} from '@credence/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '#web/components/form';
import { DateField, Field, FieldGroup } from '#web/components/ui';
import { DocumentPicker } from './document-picker';

/** The document type an attestation's own document is filed under in /documents. */
const DOCUMENT_TYPE_OF: Record<RequiredDocumentKind, DocumentType> = {
  'work-visa': 'work_visa',
  dd214: 'dd214',
  'training-certificate': 'training_certificate',
};

export const ANSWERS = ['Yes', 'No'] as const;
const ANSWER_KEYS = { Yes: 'attestation.answer.yes', No: 'attestation.answer.no' } as const;

/** The controls of one question: a date, or Yes/No with what a 'Yes' asks (001 §5). */
export function QuestionFields({ question }: { question: AttestationQuestion }) {
  const { t } = useTranslation();
  const label = t(question.label, question.labelParams ?? {});
  const answer = useWatch({ name: `${question.id}.answer` }) as string | undefined;

  if (question.kind === 'date')
    return (
      <FormField name={`${question.id}.date`}>
        {(field) => (
          <DateField
            id={field.id}
            label={label}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={field.error}
            required={question.required}
          />
        )}
      </FormField>
    );

  const yes = isYesAnswer(answer ?? '');
  return (
    <div className="stack">
      <FormField name={`${question.id}.answer`}>
        {(field) => (
          <FieldGroup id={field.id} legend={label} error={field.error} required={question.required}>
            {ANSWERS.map((value) => (
              <div className="task-choice" key={value}>
                <input
                  id={`${field.id}-${value}`}
                  type="radio"
                  name={field.name}
                  checked={field.value === value}
                  onChange={() => field.onChange(value)}
                />
                <label htmlFor={`${field.id}-${value}`}>{t(ANSWER_KEYS[value])}</label>
              </div>
            ))}
          </FieldGroup>
        )}
      </FormField>
      {yes && question.lookBackYears !== undefined && (
        <FormField name={`${question.id}.date`}>
          {(field) => (
            <DateField
              id={field.id}
              label={t('attestation.event-date')}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={field.error}
              required
            />
          )}
        </FormField>
      )}
      {yes && !question.document && (
        <FormField name={`${question.id}.explanation`}>
          {(field) => (
            <Field
              id={field.id}
              label={t('attestation.explanation')}
              hint={t('task.explanation-hint')}
              error={field.error}
            >
              {(control) => (
                <textarea
                  {...control}
                  className="input"
                  rows={4}
                  name={field.name}
                  value={(field.value as string | undefined) ?? ''}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                />
              )}
            </Field>
          )}
        </FormField>
      )}
      {yes && (
        <FormField name={`${question.id}.document`}>
          {(field) => (
            <DocumentPicker
              id={field.id}
              label={t('attestation.document')}
              type={question.document ? DOCUMENT_TYPE_OF[question.document] : 'other'}
              value={(field.value as { id: string; name?: string } | null | undefined) ?? null}
              onChange={field.onChange}
              error={field.error}
            />
          )}
        </FormField>
      )}
    </div>
  );
}
