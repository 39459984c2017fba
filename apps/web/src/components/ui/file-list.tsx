import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden';

export interface UploadedFile {
  /** Stable key when names repeat; the name is used otherwise. */
  id?: string;
  name: string;
  size?: number;
  /** ISO date or date-time, or a Date. */
  uploadDate?: string | Date;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date-only value is a calendar day: formatted in UTC so it never shows as the day before. */
function formatDate(value: string | Date, locale: string): string {
  const utc = typeof value === 'string' && DATE_ONLY.test(value);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...(utc ? { timeZone: 'UTC' } : {}) }).format(
    new Date(value),
  );
}

interface FileListProps {
  files: readonly UploadedFile[];
  onRemove?: (file: UploadedFile, index: number) => void;
  disabled?: boolean;
}

/** The files already uploaded, each with its date and a Remove button naming the file for screen readers. */
export function FileList({ files, onRemove, disabled }: FileListProps) {
  const { t, i18n } = useTranslation();
  if (files.length === 0) return null;
  return (
    <ul className="file-upload__files" aria-label={t('upload.uploaded-files')}>
      {files.map((file, index) => (
        <li key={file.id ?? file.name} className="file-upload__file">
          <span className="file-upload__file-name">{file.name}</span>
          {file.uploadDate && (
            <span className="file-upload__file-date">
              {t('upload.uploaded-on', { date: formatDate(file.uploadDate, i18n.language) })}
            </span>
          )}
          {onRemove && (
            <button
              type="button"
              className="button file-upload__remove"
              disabled={disabled}
              onClick={() => onRemove(file, index)}
            >
              {t('upload.remove')} <VisuallyHidden>{file.name}</VisuallyHidden>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
