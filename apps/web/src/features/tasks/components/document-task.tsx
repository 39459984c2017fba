import { documentTypeSchema, type TaskDetail } from '@credence/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#web/lib/api-client';
import { DocumentPicker, type PickedDocument } from './document-picker';

export interface DocumentTaskProps {
  detail: TaskDetail;
  /** Saves the chosen document, and hands the task in when `submit`. */
  onSave: (documentId: string | undefined, submit: boolean) => Promise<void>;
}

/**
 * A document task: upload the document (progress bar) or pick one uploaded before, then Submit. The
 * organization's config may name the document type (`config.document_type`); 'other' otherwise.
 */
export function DocumentTask({ detail, onSave }: DocumentTaskProps) {
  const { t } = useTranslation();
  const type = documentTypeSchema.safeParse(detail.task.config['document_type']);
  const [document, setDocument] = useState<PickedDocument | null>(
    detail.document ? { id: detail.document.id, name: detail.document.name } : null,
  );
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const alert = useRef<HTMLParagraphElement>(null);

  const save = async (submit: boolean) => {
    setError(undefined);
    if (submit && !document) {
      setError(t('task.document-required'));
      requestAnimationFrame(() => alert.current?.focus());
      return;
    }
    setBusy(true);
    try {
      await onSave(document?.id, submit);
    } catch (failure) {
      setError(isApiError(failure) && failure.message ? failure.message : t('task.save-failed'));
      requestAnimationFrame(() => alert.current?.focus());
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack">
      {error && (
        <p ref={alert} className="alert" role="alert" tabIndex={-1}>
          {error}
        </p>
      )}
      <DocumentPicker
        id="task-document"
        label={t('task.upload-document')}
        type={type.success ? type.data : 'other'}
        value={document}
        onChange={setDocument}
        disabled={busy}
      />
      <div className="task-actions">
        <button
          type="button"
          className="button"
          disabled={busy || !document}
          onClick={() => void save(false)}
        >
          {t('task.save')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void save(true)}
        >
          {t('task.submit')}
        </button>
      </div>
    </div>
  );
}
