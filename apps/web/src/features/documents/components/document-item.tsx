import type { DocumentData } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '#web/components/ui';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** "2.4 MB" in the spec's decimal units. */
export function formatSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= 1e6 ? [bytes / 1e6, 'MB'] : bytes >= 1e3 ? [bytes / 1e3, 'KB'] : [bytes, 'B'];
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
}

interface DocumentItemProps {
  document: DocumentData;
  busy: boolean;
  onDownload: (document: DocumentData) => void;
  onDelete: (document: DocumentData) => void;
}

/** One document: its name, type, size, upload date, where it is used, and its two actions. */
export function DocumentItem({ document, busy, onDownload, onDelete }: DocumentItemProps) {
  const { t, i18n } = useTranslation();
  const uploaded = new Intl.DateTimeFormat(i18n.language, DATE_FORMAT).format(new Date(document.created_at));
  return (
    <li className="documents-item">
      <h3 className="documents-item__name">{document.name}</h3>
      <dl className="documents-item__facts">
        <div>
          <dt>{t('documents.column.type')}</dt>
          <dd>{t(`documents.type.${document.document_type}`)}</dd>
        </div>
        <div>
          <dt>{t('documents.column.size')}</dt>
          <dd>{formatSize(document.size, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('documents.column.uploaded')}</dt>
          <dd>{t('upload.uploaded-on', { date: uploaded })}</dd>
        </div>
        <div>
          <dt>{t('documents.column.used')}</dt>
          <dd>
            {document.used_in.length === 0 ? (
              t('documents.used.none')
            ) : (
              <ul className="documents-item__uses">
                {document.used_in.map((use) => (
                  <li key={`${use.kind}:${use.id}`}>
                    {t(`documents.use.${use.kind}`, { label: use.label })}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <div className="documents-item__actions">
        <button type="button" className="button" disabled={busy} onClick={() => onDownload(document)}>
          {t('documents.download.short')} <VisuallyHidden>{document.name}</VisuallyHidden>
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => onDelete(document)}>
          {t('documents.delete.short')} <VisuallyHidden>{document.name}</VisuallyHidden>
        </button>
      </div>
    </li>
  );
}
