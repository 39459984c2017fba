import {
  UPLOAD_DEFAULT_MAX,
  checkUpload,
  formatAccepts,
  hasAcceptedExtension,
  uploadMessages,
} from '@credence/shared';
import type { FileSizeLimit } from '@credence/shared';
import { useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGroup } from './field-group';
import { describedBy, errorId, hintId } from './field-ids';
import { FileList } from './file-list';
import type { UploadedFile } from './file-list';
import './file-upload.css';

export interface RejectedUpload {
  files: File[];
  /** The spec sentence, already translated. */
  message: string;
}

export interface FileUploadProps {
  id: string;
  label: ReactNode;
  /** Accepted extensions, e.g. ['.pdf', '.doc', '.docx']. */
  accepts: readonly string[];
  /** Limit for all files of one selection together; 30 MB unless given. */
  maxSize?: FileSizeLimit;
  files?: readonly UploadedFile[];
  multiple?: boolean;
  /** Files that passed the type and size checks. */
  onAdd: (files: File[]) => void;
  onRemove?: (file: UploadedFile, index: number) => void;
  onInvalidType?: (rejected: RejectedUpload) => void;
  onTooLarge?: (rejected: RejectedUpload) => void;
  /** Upload progress in percent; the bar shows while this is set. */
  progress?: number;
  hint?: ReactNode;
  /** A message from the form (e.g. 'Please upload a file.'); shown after any type or size message. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

const asAcceptAttribute = (accepts: readonly string[]) =>
  accepts.map((accept) => (accept.startsWith('.') ? accept : `.${accept}`)).join(',');

/** A real file input (keyboard and screen-reader friendly) shown as an "Add File" button, with the list below. */
export function FileUpload({
  id,
  label,
  accepts,
  maxSize = UPLOAD_DEFAULT_MAX,
  files = [],
  multiple = false,
  onAdd,
  onRemove,
  onInvalidType,
  onTooLarge,
  progress,
  hint,
  error,
  required,
  disabled,
}: FileUploadProps) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<string[]>([]);
  const inputId = `${id}-input`;
  const shownError =
    problems.length > 0 || error ? [...problems, error].filter(Boolean).join(' ') : undefined;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const selected = [...(event.target.files ?? [])];
    // Cleared so choosing the same file again (after fixing it, or after removing it) fires a change.
    event.target.value = '';
    if (selected.length === 0) return;
    const issues = checkUpload(selected, { accepts, maxSize });
    const messages = issues.map((issue) => t(issue.message, issue.params ?? {}));
    setProblems([...new Set(messages)]);
    const typeIssue = issues.find((issue) => issue.message === uploadMessages.invalidType);
    const sizeIssue = issues.find((issue) => issue.message === uploadMessages.tooLarge);
    if (typeIssue) {
      const wrong = selected.filter((file) => !hasAcceptedExtension(file.name, accepts));
      onInvalidType?.({ files: wrong, message: t(typeIssue.message, typeIssue.params ?? {}) });
    }
    if (sizeIssue) onTooLarge?.({ files: selected, message: t(sizeIssue.message, sizeIssue.params ?? {}) });
    if (issues.length === 0) onAdd(selected);
  };

  return (
    <FieldGroup
      id={id}
      legend={label}
      required={required}
      error={shownError}
      className="file-upload"
      hint={
        <>
          {hint && <p>{hint}</p>}
          <p>{t('upload.accepted-types', { accepts: formatAccepts(accepts) })}</p>
          <p>{t('upload.max-size', { size: maxSize.size, type: maxSize.type })}</p>
          <p>{t('upload.terms')}</p>
        </>
      }
    >
      <FileList files={files} onRemove={onRemove} disabled={disabled} />
      {progress !== undefined && (
        <div className="file-upload__progress">
          <label htmlFor={`${id}-progress`}>{t('upload.progress')}</label>
          <progress id={`${id}-progress`} max={100} value={Math.max(0, Math.min(100, progress))} />
        </div>
      )}
      <input
        id={inputId}
        className="visually-hidden visually-hidden--focusable file-upload__input"
        type="file"
        accept={asAcceptAttribute(accepts)}
        multiple={multiple}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy(hintId(id), shownError && errorId(id))}
        onChange={choose}
      />
      <label htmlFor={inputId} className="button file-upload__button">
        {t('upload.add-file')}
      </label>
    </FieldGroup>
  );
}
