import type { MalpracticePolicyRecord, MalpracticeRecord, NoCoverageRecord } from '@credence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm, useSnackbar, VisuallyHidden } from '#web/components/ui';
import { isApiError } from '#web/lib/api-client';
import { deleteRecord, documentsKey, malpracticeKey, useMalpractice } from '../api/malpractice';
import { PolicyEditor } from './policy-editor';
import { PositionCertificates } from './position-certificates';

const COVERAGE_TYPE_KEYS = {
  'Employer-Provided': 'malpractice.coverage-type.employer-provided',
  'Self-Insured': 'malpractice.coverage-type.self-insured',
} as const;

/** What the list calls a record (its carrier, or 'No coverage'). */
function useRecordName() {
  const { t } = useTranslation();
  return (record: MalpracticeRecord) =>
    'is_explanation' in record
      ? t('insurance.explanation.title')
      : record.name ||
        (record.not_on_hand
          ? t(COVERAGE_TYPE_KEYS[record.not_on_hand_coverage_type || 'Self-Insured'])
          : t('insurance.unnamed'));
}

function PolicyFacts({ policy }: { policy: MalpracticePolicyRecord }) {
  const { t } = useTranslation();
  return (
    <>
      {(policy.policy_number || policy.effective_date) && (
        <p>
          {t('insurance.policy.summary', {
            number: policy.policy_number || '…',
            from: policy.effective_date || '…',
            to: policy.expiration_date || '…',
          })}
        </p>
      )}
      {policy.not_on_hand && policy.not_on_hand_coverage_type && (
        <p>
          {t('insurance.policy.not-on-hand', {
            type: t(COVERAGE_TYPE_KEYS[policy.not_on_hand_coverage_type]),
          })}
        </p>
      )}
      {!policy.not_on_hand && (
        <p>
          {policy.document
            ? t('insurance.policy.document', { name: policy.document.name })
            : t('insurance.policy.no-document')}
        </p>
      )}
      {policy.document_shared_with > 0 && (
        <p>{t('insurance.policy.shared', { count: policy.document_shared_with })}</p>
      )}
    </>
  );
}

/** /insurance: the clinician's malpractice policies and no-coverage explanations; add, edit, delete. */
export function InsurancePage() {
  const { t } = useTranslation();
  const listHeading = useId();
  const malpractice = useMalpractice();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const { confirm, dialog } = useConfirm();
  const nameOf = useRecordName();
  const addButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState<{ record: MalpracticeRecord | null } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: malpracticeKey() }),
      queryClient.invalidateQueries({ queryKey: documentsKey() }),
    ]);

  const close = () => {
    setEditing(null);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  const saved = async () => {
    await refresh();
    snackbar.show({ message: t('insurance.saved') });
    close();
  };

  const remove = async (record: MalpracticeRecord) => {
    const name = nameOf(record);
    const confirmed = await confirm({
      title: t('insurance.delete.title', { name }),
      message: <p>{t('insurance.delete.body')}</p>,
      confirmLabel: t('insurance.delete.confirm'),
      cancelLabel: t('insurance.delete.cancel'),
    });
    if (!confirmed) return;
    setBusy(record.id);
    try {
      await deleteRecord(record.id);
      snackbar.show({ message: t('insurance.deleted') });
    } catch (error) {
      snackbar.show({ type: 'error', message: isApiError(error) ? error.message : t('internal-error') });
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  const data = malpractice.data;
  // Policies made by the positions' certificates (from_position) are read only, listed on their own.
  const policies = data?.policies.filter((policy) => policy.from_position === undefined) ?? [];
  const certificates = data?.policies.filter((policy) => policy.from_position !== undefined) ?? [];
  const records: MalpracticeRecord[] = data ? [...policies, ...data.explanations] : [];

  return (
    <div className="page stack insurance-page">
      <h1>{t('insurance.title')}</h1>
      <p className="lead">{t('insurance.intro')}</p>
      {editing ? (
        <PolicyEditor
          key={editing.record?.id ?? 'new'}
          record={editing.record}
          policies={policies}
          required={data?.required ?? []}
          onSaved={() => void saved()}
          onCancel={close}
        />
      ) : (
        <div>
          <button
            ref={addButton}
            type="button"
            className="button button--primary"
            disabled={!data}
            onClick={() => setEditing({ record: null })}
          >
            {t('insurance.add')}
          </button>
        </div>
      )}
      <section aria-labelledby={listHeading} className="stack">
        <h2 id={listHeading}>{t('insurance.list.title')}</h2>
        {malpractice.isError ? (
          <p role="alert">{t('internal-error')}</p>
        ) : data && records.length === 0 ? (
          <p>{t('insurance.empty')}</p>
        ) : (
          <ul className="insurance-list" aria-busy={malpractice.isPending || undefined}>
            {records.map((record) => {
              const name = nameOf(record);
              return (
                <li key={record.id} className="insurance-item">
                  <h3 className="insurance-item__name">{name}</h3>
                  {'is_explanation' in record ? (
                    <p>{(record as NoCoverageRecord).no_coverage_reason}</p>
                  ) : (
                    <PolicyFacts policy={record} />
                  )}
                  <div className="insurance-actions">
                    <button
                      type="button"
                      className="button"
                      disabled={busy === record.id || editing !== null}
                      onClick={() => setEditing({ record })}
                    >
                      {t('insurance.edit')} <VisuallyHidden>{name}</VisuallyHidden>
                    </button>
                    <button
                      type="button"
                      className="button"
                      disabled={busy === record.id || editing !== null}
                      onClick={() => void remove(record)}
                    >
                      {t('insurance.delete')} <VisuallyHidden>{name}</VisuallyHidden>
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <PositionCertificates policies={certificates} />
      {dialog}
    </div>
  );
}
