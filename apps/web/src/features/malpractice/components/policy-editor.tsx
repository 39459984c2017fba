import {
  DOCUMENT_MAX_SIZE,
  MALPRACTICE_ACCEPTED_EXTENSIONS,
  MALPRACTICE_METHODS,
  NOT_ON_HAND_COVERAGE_TYPES,
  makeMalpracticeFormSchema,
  type MalpracticeFormOutput,
  type MalpracticePolicyRecord,
  type MalpracticeRecord,
} from '@credence/shared';
import { isWordingKey } from '#web/lib/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormField, useFormField, useSchemaForm, type FormMethods } from '#web/components/form';
import { CheckboxField, DateField, Field, FieldGroup, FileUpload } from '#web/components/ui';
import { isApiError } from '#web/lib/api-client';
import {
  documentsKey,
  saveRecord,
  uploadFaceSheet,
  useDocumentList,
  useWorkHistory,
} from '../api/malpractice';
import {
  EMPTY_POLICY,
  POLICY_FIELD_ORDER,
  detailsOf,
  policyFieldId,
  policyFieldOf,
  valuesOf,
  type PolicyFormValues,
} from './policy-values';

type PolicyForm = FormMethods<PolicyFormValues, MalpracticeFormOutput>;

export interface PolicyEditorProps {
  /** The record being edited; null for a new one. */
  record: MalpracticeRecord | null;
  /** Every policy of the clinician: picking a document one of them uses brings its details in. */
  policies: readonly MalpracticePolicyRecord[];
  /** The policy fields the requirement asks for. */
  required: readonly string[];
  onSaved: () => void;
  onCancel: () => void;
}

const COVERAGE_TYPE_KEYS = {
  'Employer-Provided': 'malpractice.coverage-type.employer-provided',
  'Self-Insured': 'malpractice.coverage-type.self-insured',
} as const;

/** A text box bound to a field of the form. */
function TextInput({
  name,
  label,
  required,
  multiline,
}: {
  name: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
}) {
  const bound = useFormField(name);
  const control = {
    name,
    value: bound.value as string,
    onBlur: bound.onBlur,
    onChange: (event: { target: { value: string } }) => bound.onChange(event.target.value),
  };
  return (
    <Field id={bound.id} label={label} error={bound.error} {...(required ? { required } : {})}>
      {(ids) =>
        multiline ? (
          <textarea {...ids} {...control} className="input insurance-textarea" rows={4} />
        ) : (
          <input {...ids} {...control} className="input" type="text" autoComplete="off" />
        )
      }
    </Field>
  );
}

function DateInput({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const bound = useFormField(name);
  return (
    <DateField
      id={bound.id}
      name={name}
      label={label}
      value={bound.value as string}
      onChange={bound.onChange}
      onBlur={bound.onBlur}
      error={bound.error}
      {...(required ? { required } : {})}
    />
  );
}

/**
 * The face sheet: a new upload through the documents module (a progress bar while the bytes go), or a
 * document uploaded before. Picking one another policy uses brings that policy's details in and tells the
 * editor, which switches to edit mode with the spec's warning.
 */
function FaceSheet({
  form,
  record,
  policies,
  onShared,
}: {
  form: PolicyForm;
  record: MalpracticeRecord | null;
  policies: readonly MalpracticePolicyRecord[];
  onShared: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const bound = useFormField('document');
  const documents = useDocumentList();
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const document = form.watch('document');
  const previous = (documents.data ?? []).filter((item) => item.document_type === 'malpractice');
  const pickId = `${policyFieldId('document')}-previous`;

  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setFailure(undefined);
    setProgress(0);
    try {
      const uploaded = await uploadFaceSheet(file, setProgress);
      if (uploaded) {
        form.setValue(
          'document',
          { id: uploaded.id, name: uploaded.name, created_at: uploaded.created_at },
          { shouldDirty: true },
        );
      }
      await queryClient.invalidateQueries({ queryKey: documentsKey() });
    } catch (error) {
      // The server's sentence (the spec's type and size messages) when it sent one.
      setFailure(
        isApiError(error)
          ? error.message || (isWordingKey(error.code) ? t(error.code) : t('internal-error'))
          : t('internal-error'),
      );
    } finally {
      setProgress(undefined);
    }
  };

  const pick = (id: string) => {
    const chosen = previous.find((item) => item.id === id);
    if (!chosen) return;
    form.setValue(
      'document',
      { id: chosen.id, name: chosen.name, created_at: chosen.created_at },
      { shouldDirty: true },
    );
    const user = chosen.used_in.find((use) => use.kind === 'malpractice_policy' && use.id !== record?.id);
    const policy = user && policies.find((item) => item.id === user.id);
    if (policy) {
      for (const [key, value] of Object.entries(detailsOf(policy))) {
        form.setValue(key as keyof PolicyFormValues, value as string, { shouldDirty: true });
      }
      onShared();
    }
  };

  return (
    <div className="stack insurance-face-sheet">
      <FileUpload
        id={bound.id}
        label={t('insurance.face-sheet')}
        accepts={MALPRACTICE_ACCEPTED_EXTENSIONS}
        maxSize={DOCUMENT_MAX_SIZE}
        files={
          document
            ? [
                {
                  id: document.id,
                  name: document.name,
                  ...(document.created_at ? { uploadDate: document.created_at } : {}),
                },
              ]
            : []
        }
        onAdd={(files) => void upload(files)}
        onRemove={() => form.setValue('document', null, { shouldDirty: true })}
        progress={progress}
        error={failure ?? bound.error}
        disabled={progress !== undefined}
        required
      />
      {previous.length > 0 && (
        <Field id={pickId} label={t('insurance.face-sheet.previous')}>
          {(ids) => (
            <select
              {...ids}
              className="input"
              value=""
              disabled={progress !== undefined}
              onChange={(event) => pick(event.target.value)}
            >
              <option value="">{t('insurance.face-sheet.none-chosen')}</option>
              {previous.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </div>
  );
}

/** The positions of the clinician's work history the policy covers (001 §3 work_history_id). */
function Positions() {
  const { t } = useTranslation();
  const history = useWorkHistory();
  const bound = useFormField('work_history_id');
  const positions = (history.data?.history ?? []).filter((entry) => entry.type !== 'gap');
  if (positions.length === 0) return null;
  const chosen = (bound.value as string[]) ?? [];
  return (
    <FieldGroup id={bound.id} legend={t('insurance.field.positions')} error={bound.error}>
      {positions.map((position) => {
        const id = String(position.id);
        const boxId = `${bound.id}-${id}`;
        const label = [position.institution, position.start_date, position.end_date]
          .filter((part) => typeof part === 'string' && part !== '')
          .join(' · ');
        return (
          <div className="insurance-choice" key={id}>
            <input
              id={boxId}
              type="checkbox"
              checked={chosen.includes(id)}
              onChange={(event) =>
                bound.onChange(event.target.checked ? [...chosen, id] : chosen.filter((item) => item !== id))
              }
            />
            <label htmlFor={boxId}>{label}</label>
          </div>
        );
      })}
    </FieldGroup>
  );
}

/**
 * The malpractice policy form and the no-coverage explanation form (000 §2, §5; 001 §5): the method first,
 * then what it asks for, checked with the shared schema (the server's) before it is sent.
 */
export function PolicyEditor({ record, policies, required, onSaved, onCancel }: PolicyEditorProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const schema = useMemo(() => makeMalpracticeFormSchema({ required }), [required]);
  const [initial] = useState(() => (record ? valuesOf(record) : EMPTY_POLICY));
  const form = useSchemaForm<PolicyFormValues, MalpracticeFormOutput>({
    schema,
    defaultValues: initial,
    fieldOf: policyFieldOf,
  });
  const sharedAlready = record !== null && !('is_explanation' in record) && record.document_shared_with > 0;
  const [shared, setShared] = useState(sharedAlready);
  const method = form.watch('method');
  const notOnHand = form.watch('not_on_hand');
  const editMode = record !== null || shared;
  const isRequired = (field: string) => required.includes(field);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const submit = async (data: MalpracticeFormOutput) => {
    const { id: _ignored, ...rest } = data.record;
    const body =
      data.method === 'none'
        ? rest
        : {
            ...rest,
            document: data.record.document
              ? { id: String(data.record.document.id), name: data.record.document.name }
              : null,
          };
    await saveRecord(body, record?.id);
    onSaved();
  };

  return (
    <section className="insurance-editor stack" aria-labelledby="insurance-editor-title">
      <h2 id="insurance-editor-title" ref={heading} tabIndex={-1}>
        {t(editMode ? 'insurance.editor.edit' : 'insurance.editor.new')}
      </h2>
      {shared && (
        <p className="insurance-warning" role="status">
          {t('malpractice.document-shared-warning')}
        </p>
      )}
      <Form<PolicyFormValues, MalpracticeFormOutput>
        form={form}
        schema={schema}
        defaultValues={initial}
        fieldOf={policyFieldOf}
        fields={POLICY_FIELD_ORDER}
        fieldId={policyFieldId}
        failure={{ offline: 'insurance.save-offline', failed: 'insurance.save-failed' }}
        onSubmit={submit}
        className="stack"
      >
        {(_form, frame) => (
          <>
            <FormField name="method">
              {(field) => (
                <FieldGroup id={field.id} legend={t('insurance.method.legend')} error={field.error} required>
                  {MALPRACTICE_METHODS.map((value) => (
                    <div className="insurance-choice" key={value}>
                      <input
                        id={`${field.id}-${value}`}
                        type="radio"
                        name="method"
                        checked={field.value === value}
                        onChange={() => field.onChange(value)}
                      />
                      <label htmlFor={`${field.id}-${value}`}>{t(`malpractice.method.${value}`)}</label>
                    </div>
                  ))}
                </FieldGroup>
              )}
            </FormField>
            {method === 'manual' && (
              <FormField name="not_on_hand">
                {(field) => (
                  <CheckboxField
                    id={field.id}
                    label={t('malpractice.not-on-hand')}
                    checked={field.value === true}
                    error={field.error}
                    onChange={(checked) => field.onChange(checked)}
                  />
                )}
              </FormField>
            )}
            {method === 'manual' && notOnHand && (
              <FormField name="not_on_hand_coverage_type">
                {(field) => (
                  <FieldGroup
                    id={field.id}
                    legend={t('insurance.field.coverage_type')}
                    error={field.error}
                    required
                  >
                    {NOT_ON_HAND_COVERAGE_TYPES.map((value) => (
                      <div className="insurance-choice" key={value}>
                        <input
                          id={`${field.id}-${value}`}
                          type="radio"
                          name="not_on_hand_coverage_type"
                          checked={field.value === value}
                          onChange={() => field.onChange(value)}
                        />
                        <label htmlFor={`${field.id}-${value}`}>{t(COVERAGE_TYPE_KEYS[value])}</label>
                      </div>
                    ))}
                  </FieldGroup>
                )}
              </FormField>
            )}
            {(method === 'upload' || (method === 'manual' && !notOnHand)) && (
              <FaceSheet form={form} record={record} policies={policies} onShared={() => setShared(true)} />
            )}
            {(method === 'upload' || method === 'manual') && (
              <>
                <TextInput name="name" label={t('insurance.field.name')} required={isRequired('name')} />
                <TextInput
                  name="policy_number"
                  label={t('insurance.field.policy_number')}
                  required={isRequired('policy_number')}
                />
                <DateInput
                  name="effective_date"
                  label={t('insurance.field.effective_date')}
                  required={isRequired('effective_date')}
                />
                <DateInput
                  name="expiration_date"
                  label={t('insurance.field.expiration_date')}
                  required={isRequired('expiration_date')}
                />
                <DateInput
                  name="retro_date"
                  label={t('insurance.field.retro_date')}
                  required={isRequired('retro_date')}
                />
                <TextInput
                  name="per_occurrence"
                  label={t('insurance.field.per_occurrence')}
                  required={isRequired('per_occurrence')}
                />
                <TextInput
                  name="agg_coverage"
                  label={t('insurance.field.agg_coverage')}
                  required={isRequired('agg_coverage')}
                />
              </>
            )}
            {method === 'employer_provided' && <p>{t('insurance.employer-note')}</p>}
            {method === 'none' && (
              <TextInput
                name="no_coverage_reason"
                label={t('malpractice.explain-prompt')}
                required
                multiline
              />
            )}
            {method !== '' && <Positions />}
            <div className="insurance-actions">
              <button type="submit" className="button button--primary" disabled={frame.saving}>
                {t(frame.saving ? 'insurance.saving' : 'insurance.save')}
              </button>
              <button type="button" className="button" onClick={onCancel}>
                {t('insurance.cancel')}
              </button>
            </div>
          </>
        )}
      </Form>
    </section>
  );
}
