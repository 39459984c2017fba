import { DOCUMENT_IN_USE, type DocumentData, type DocumentUse } from '@credence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm, useSnackbar } from '#web/components/ui';
import { isApiError } from '#web/lib/api-client';
import { deleteDocument, documentLink, documentsQuery, useDocuments } from '../api/documents';
import { DocumentItem } from './document-item';
import { UploadPanel } from './upload-panel';

/** /documents: every document, its type and where it is used; upload, download (new tab) and delete. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const listHeading = useId();
  const documents = useDocuments();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);

  const failed = () => snackbar.show({ type: 'error', message: t('document.link-failed') });

  const download = async (document: DocumentData) => {
    // Opened at once, in the click, so the browser does not block it; pointed at the file once the link comes.
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    setBusy(document.id);
    try {
      const url = await documentLink(document.id);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
      failed();
    } finally {
      setBusy(null);
    }
  };

  const usesList = (uses: readonly Pick<DocumentUse, 'kind' | 'label'>[]) => (
    <>
      <p>{t('documents.delete.in-use-body')}</p>
      <ul>
        {uses.map((use, index) => (
          <li key={index}>{t(`documents.use.${use.kind}`, { label: use.label })}</li>
        ))}
      </ul>
    </>
  );

  const askAndDelete = async (document: DocumentData, uses: readonly DocumentUse[]) => {
    const inUse = uses.length > 0;
    const confirmed = await confirm({
      title: inUse
        ? t('documents.delete.in-use-title', { name: document.name })
        : t('documents.delete.confirm-title', { name: document.name }),
      message: inUse ? usesList(uses) : <p>{t('documents.delete.confirm-body')}</p>,
      confirmLabel: t('documents.delete.confirm'),
      cancelLabel: t('documents.delete.cancel'),
    });
    if (!confirmed) return;
    setBusy(document.id);
    try {
      await deleteDocument(document.id, inUse);
      snackbar.show({ message: t('documents.deleted', { name: document.name }) });
    } catch (error) {
      if (isApiError(error) && error.code === DOCUMENT_IN_USE) {
        // Something started using it since the list was read: say where, and ask again.
        const fresh = error.details.map((detail) => {
          const [kind = 'task', id = ''] = detail.path.split(':');
          return { kind: kind as DocumentUse['kind'], id, label: detail.message };
        });
        setBusy(null);
        await askAndDelete(document, fresh);
        return;
      }
      snackbar.show({ type: 'error', message: isApiError(error) ? error.message : t('internal-error') });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: documentsQuery().queryKey });
    }
  };

  return (
    <div className="page stack documents-page">
      <h1>{t('documents.title')}</h1>
      <p className="lead">{t('documents.intro')}</p>
      <UploadPanel />
      <section aria-labelledby={listHeading} className="stack">
        <h2 id={listHeading}>{t('documents.list.title')}</h2>
        {documents.isError ? (
          <p role="alert">{t('internal-error')}</p>
        ) : documents.data && documents.data.length === 0 ? (
          <p>{t('documents.empty')}</p>
        ) : (
          <ul className="documents-list" aria-busy={documents.isPending || undefined}>
            {documents.data?.map((document) => (
              <DocumentItem
                key={document.id}
                document={document}
                busy={busy === document.id}
                onDownload={(item) => void download(item)}
                onDelete={(item) => void askAndDelete(item, item.used_in)}
              />
            ))}
          </ul>
        )}
      </section>
      {dialog}
    </div>
  );
}
