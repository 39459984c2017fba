import { acceptedExtensionsOf, DOCUMENT_MAX_SIZE } from '@credence/shared';
import { isWordingKey } from '#web/lib/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormField } from '#web/components/form';
import { FileUpload } from '#web/components/ui';
import { isApiError } from '#web/lib/api-client';
import { uploadDocumentFile } from '#web/lib/document-upload';

interface CardDocument {
  id: string;
  name?: string;
  created_at?: string;
}

const cardOf = (value: unknown): CardDocument | null =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string'
    ? (value as CardDocument)
    : null;

/**
 * The card's image or PDF (issue 15, decision 060): uploaded through POST /api/document as a 'life_support'
 * document with the shared progress bar, then kept as the answer's `document` (saved with the answer; the
 * server checks it is the clinician's own and lists the certification where the document is used).
 */
export function LifeSupportCardUpload({ label }: { label: string }) {
  const { t } = useTranslation();
  const field = useFormField('document');
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const card = cardOf(field.value);

  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setFailure(undefined);
    setProgress(0);
    try {
      const document = await uploadDocumentFile(file, 'life_support', setProgress);
      if (document) field.onChange({ id: document.id, name: document.name, created_at: document.created_at });
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

  return (
    <FileUpload
      id={field.id}
      label={t('wallet.life-support.card', { label })}
      hint={t('wallet.life-support.card-hint')}
      accepts={acceptedExtensionsOf('life_support')}
      maxSize={DOCUMENT_MAX_SIZE}
      files={
        card
          ? [
              {
                id: card.id,
                name: card.name ?? '',
                ...(card.created_at ? { uploadDate: card.created_at } : {}),
              },
            ]
          : []
      }
      onAdd={(files) => void upload(files)}
      onRemove={() => field.onChange(null)}
      progress={progress}
      error={failure ?? field.error}
    />
  );
}
