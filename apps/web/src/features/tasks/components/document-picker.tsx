import { DOCUMENT_MAX_SIZE, acceptedExtensionsOf, documentsApi, type DocumentType } from '@credence/shared';
import { isWordingKey } from '#web/lib/i18n';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FileUpload } from '#web/components/ui';
import { isApiError } from '#web/lib/api-client';
import { endpointKey, endpointQuery } from '#web/lib/api-endpoint';
import { uploadDocumentFile } from '#web/lib/document-upload';

export interface PickedDocument {
  id: string;
  name?: string | undefined;
}

export interface DocumentPickerProps {
  id: string;
  label: ReactNode;
  type: DocumentType;
  value: PickedDocument | null;
  onChange: (document: PickedDocument | null) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * A document for a task or an answer: uploaded here (POST /api/document, with its progress bar) or picked
 * from the clinician's earlier uploads (GET /api/document). Uploading means agreeing to the terms of use.
 */
export function DocumentPicker({ id, label, type, value, onChange, error, disabled }: DocumentPickerProps) {
  const { t } = useTranslation();
  const pickId = useId();
  const queryClient = useQueryClient();
  const documents = useQuery(endpointQuery(documentsApi.list, {}));
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [uploadError, setUploadError] = useState<string | undefined>(undefined);

  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setUploadError(undefined);
    setProgress(0);
    try {
      const document = await uploadDocumentFile(file, type, setProgress);
      if (document) onChange({ id: document.id, name: document.name });
      await queryClient.invalidateQueries({ queryKey: endpointKey(documentsApi.list) });
    } catch (failure) {
      setUploadError(
        isApiError(failure)
          ? failure.message || (isWordingKey(failure.code) ? t(failure.code) : t('internal-error'))
          : t('internal-error'),
      );
    } finally {
      setProgress(undefined);
    }
  };

  const busy = disabled || progress !== undefined;
  const others = (documents.data ?? []).filter((document) => document.id !== value?.id);
  const chosenName =
    value && (value.name ?? documents.data?.find((document) => document.id === value.id)?.name);

  return (
    <div className="stack task-document">
      {value ? (
        <p className="task-document__chosen" role="status">
          {t('task.document.chosen', { name: chosenName || t('task.document.unnamed') })}{' '}
          {!disabled && (
            <button type="button" className="button button--link" onClick={() => onChange(null)}>
              {t('task.document.remove')}
            </button>
          )}
        </p>
      ) : null}
      {!disabled && (
        <>
          <FileUpload
            id={id}
            label={label}
            accepts={acceptedExtensionsOf(type)}
            maxSize={DOCUMENT_MAX_SIZE}
            onAdd={(files) => void upload(files)}
            progress={progress}
            error={uploadError ?? error}
            disabled={busy}
          />
          {others.length > 0 && (
            <Field id={pickId} label={t('task.document.pick')}>
              {(control) => (
                <select
                  {...control}
                  className="input"
                  value=""
                  disabled={busy}
                  onChange={(event) => {
                    const picked = others.find((document) => document.id === event.target.value);
                    if (picked) onChange({ id: picked.id, name: picked.name });
                  }}
                >
                  <option value="">{t('task.document.pick-placeholder')}</option>
                  {others.map((document) => (
                    <option key={document.id} value={document.id}>
                      {document.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </>
      )}
    </div>
  );
}
