import type { ShareDocument } from '@credence/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shareDocumentDownload } from '../../api/received';

/**
 * The documents of a share (decision 066): each task upload and signed consent form the clinician shared,
 * with its download (the server logs who opened what); one deleted since is named, without a download.
 */
export function ShareDocuments({ shareId, documents }: { shareId: string; documents: ShareDocument[] }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const download = async (document: ShareDocument) => {
    try {
      await shareDocumentDownload(shareId, document);
      setMessage(t('console.panel.downloaded-document', { name: document.name }));
    } catch {
      setMessage(t('console.panel.download-failed'));
    }
  };
  return (
    <>
      <h4 id="console-share-documents">{t('console.panel.documents')}</h4>
      {documents.length === 0 ? (
        <p>{t('console.panel.documents-none')}</p>
      ) : (
        <ul className="console__documents" aria-labelledby="console-share-documents">
          {documents.map((document) => (
            <li key={document.id}>
              <span>{t(`console.panel.document-kind.${document.kind}`, { label: document.label })}</span>
              {document.available ? (
                <button type="button" className="button" onClick={() => void download(document)}>
                  {t('console.panel.download-document', { name: document.name })}
                </button>
              ) : (
                <span>{t('console.panel.document-gone', { name: document.name })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status">{message}</p>
    </>
  );
}
