import { DOCUMENT_MAX_SIZE, DOCUMENT_TYPES, acceptedExtensionsOf, type DocumentType } from '@credence/shared';
import { isWordingKey } from '#web/lib/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FileUpload, useSnackbar } from '#web/components/ui';
import { isApiError } from '#web/lib/api-client';
import { documentsQuery, uploadDocument } from '../api/documents';

/** The document type, then the upload widget (001 §8 labels and messages) with a real progress bar. */
export function UploadPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const typeId = useId();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [type, setType] = useState<DocumentType>('malpractice');
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);

  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setError(undefined);
    setProgress(0);
    try {
      const [document] = await uploadDocument(file, type, { onProgress: setProgress });
      snackbar.show({ message: t('documents.upload.done', { name: document?.name ?? file.name }) });
      await queryClient.invalidateQueries({ queryKey: documentsQuery().queryKey });
    } catch (failure) {
      // The server's sentence (the spec's type and size messages) when it sent one, else the code's wording.
      setError(
        isApiError(failure)
          ? failure.message || (isWordingKey(failure.code) ? t(failure.code) : t('internal-error'))
          : t('internal-error'),
      );
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <section aria-labelledby={headingId} className="stack documents-upload">
      <h2 id={headingId}>{t('documents.upload.title')}</h2>
      <Field id={typeId} label={t('documents.upload.type')}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={type}
            disabled={progress !== undefined}
            onChange={(event) => setType(event.target.value as DocumentType)}
          >
            {DOCUMENT_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`documents.type.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FileUpload
        id="document-upload"
        label={t('documents.upload.file')}
        accepts={acceptedExtensionsOf(type)}
        maxSize={DOCUMENT_MAX_SIZE}
        onAdd={(files) => void upload(files)}
        progress={progress}
        error={error}
        disabled={progress !== undefined}
      />
    </section>
  );
}
