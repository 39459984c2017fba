import { MALPRACTICE_ACCEPTED_EXTENSIONS, DOCUMENT_MAX_SIZE } from '@credence/shared';
import { isWordingKey } from '#web/lib/i18n';
import { onNoCoverage, onPolicyDocumentUpload } from '@credence/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormField } from '#web/components/form';
import { CheckboxField, Field, FieldGroup, FileUpload } from '#web/components/ui';
import { isApiError } from '#web/lib/api-client';
import { uploadDocumentFile } from '#web/lib/document-upload';
import { applyChange, type EntryForm } from './editor-frame';
import type { AttachedPolicy, PositionForm } from './position-form';

const isExplanation = (policy: AttachedPolicy) => policy.is_explanation === true;
const documentOf = (policy: AttachedPolicy) =>
  typeof policy.document === 'object' && policy.document !== null
    ? (policy.document as { id: string; name?: string; created_at?: string })
    : null;

export interface CoverageFieldsProps {
  form: EntryForm<PositionForm>;
  /** The requirement wants a reason when there was no coverage (work_history.no_coverage_reason). */
  noCoverageReason: boolean;
}

/**
 * The professional-liability coverage section of a position (001 §2 'Work-history forms carry … a
 * professional-liability coverage section', §4, §5), shown when the requirement asks for a certificate of
 * insurance: whether there was coverage ('work.liability-requirement'); with coverage, the certificate
 * (uploaded through the documents module, with a progress bar) unless the bypass is ticked
 * ('work.liability-error'); uploading a certificate turns the bypass off and disables it; choosing no
 * coverage resets the policy list, and asks for a reason when the requirement wants one.
 */
export function CoverageFields({ form, noCoverageReason }: CoverageFieldsProps) {
  const { t } = useTranslation();
  const choice = useFormField('hasCoverage');
  const policiesField = useFormField('policies');
  const bypassField = useFormField('bypass_policies');
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const hasCoverage = form.watch('hasCoverage');
  const policies = form.watch('policies');
  const documented = policies.filter((policy) => !isExplanation(policy) && documentOf(policy) !== null);
  const explanation = policies.find(isExplanation);

  const answer = (had: boolean) =>
    applyChange(form, (current) =>
      had
        ? { ...current, hasCoverage: true, policies: current.policies.filter((p) => !isExplanation(p)) }
        : onNoCoverage(current),
    );

  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setFailure(undefined);
    setProgress(0);
    try {
      const document = await uploadDocumentFile(file, 'malpractice', setProgress);
      if (document) {
        const policy: AttachedPolicy = {
          id: crypto.randomUUID(),
          document: { id: document.id, name: document.name, created_at: document.created_at },
        };
        applyChange(form, (current) => onPolicyDocumentUpload(current, policy));
      }
    } catch (error) {
      setFailure(
        isApiError(error)
          ? error.message || (isWordingKey(error.code) ? t(error.code) : t('internal-error'))
          : t('internal-error'),
      );
    } finally {
      setProgress(undefined);
    }
  };

  const explain = (reason: string) =>
    applyChange(form, (current) => ({
      ...current,
      policies: [
        { id: explanation?.id ?? crypto.randomUUID(), is_explanation: true, no_coverage_reason: reason },
      ],
    }));

  return (
    <fieldset className="ph-fieldset">
      <legend className="ph-fieldset__legend">
        <h4>{t('work.liability-heading')}</h4>
      </legend>
      <FieldGroup
        id={choice.id}
        legend={t('work.liability-question')}
        error={choice.error}
        className="ph-choices"
        required
      >
        {([true, false] as const).map((had) => {
          const id = `${choice.id}-${had ? 'yes' : 'no'}`;
          return (
            <div className="ph-choice" key={id}>
              <input
                id={id}
                type="radio"
                name="hasCoverage"
                checked={hasCoverage === had}
                onChange={() => answer(had)}
              />
              <label htmlFor={id}>{t(had ? 'work.liability-answer.yes' : 'work.liability-answer.no')}</label>
            </div>
          );
        })}
      </FieldGroup>
      {hasCoverage === true && (
        <>
          <FileUpload
            id={policiesField.id}
            label={t('work.certificate-of-insurance')}
            accepts={MALPRACTICE_ACCEPTED_EXTENSIONS}
            maxSize={DOCUMENT_MAX_SIZE}
            files={documented.map((policy) => {
              const document = documentOf(policy)!;
              return {
                id: policy.id,
                name: document.name ?? '',
                ...(document.created_at ? { uploadDate: document.created_at } : {}),
              };
            })}
            onAdd={(files) => void upload(files)}
            onRemove={(file) =>
              applyChange(form, (current) => ({
                ...current,
                policies: current.policies.filter((policy) => policy.id !== file.id),
              }))
            }
            progress={progress}
            error={failure ?? policiesField.error}
            disabled={progress !== undefined}
          />
          <CheckboxField
            id={bypassField.id}
            label={t('work.liability-bypass')}
            hint={t('work.liability-bypass-hint')}
            checked={bypassField.value === true && documented.length === 0}
            disabled={documented.length > 0}
            error={bypassField.error}
            onChange={(checked) => bypassField.onChange(checked)}
          />
        </>
      )}
      {hasCoverage === false && noCoverageReason && (
        <Field
          id={policiesField.id}
          label={t('malpractice.explain-prompt')}
          error={policiesField.error}
          required
        >
          {(ids) => (
            <textarea
              {...ids}
              className="input ph-textarea"
              rows={4}
              value={
                typeof explanation?.no_coverage_reason === 'string' ? explanation.no_coverage_reason : ''
              }
              onChange={(event) => explain(event.target.value)}
            />
          )}
        </Field>
      )}
    </fieldset>
  );
}
