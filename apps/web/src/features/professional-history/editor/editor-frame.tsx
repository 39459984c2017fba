import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../components/ui';
import type { ErrorSummaryItem } from '../../../components/ui';
import { WHOLE_ENTRY, entryFieldId } from './use-entry-form';

export interface EditorFrameProps {
  title: string;
  form: {
    submit: () => Promise<void>;
    summary: ErrorSummaryItem[];
    attempt: number;
    saving: boolean;
    failure: string | null;
    errorOf: (field: string) => string | undefined;
  };
  onCancel: () => void;
  children: ReactNode;
}

/**
 * The frame of an editor (a position or a gap): its heading, which takes focus when it opens so keyboard
 * and screen-reader users land in it; the error summary after a failed Save; a notice when saving failed
 * (what was typed stays); the fields; Save and Cancel.
 */
export function EditorFrame({ title, form, onCancel, children }: EditorFrameProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const titleId = entryFieldId(WHOLE_ENTRY);

  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus();
  }, []);
  useEffect(() => {
    if (form.failure) notice.current?.focus();
  }, [form.failure, form.attempt]);

  const wholeEntry = form.errorOf(WHOLE_ENTRY);
  return (
    <section className="ph-editor" aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className="ph-editor__title">
        {title}
      </h3>
      <form
        noValidate
        onSubmit={(event) => {
          // The browser must never send the form itself.
          event.preventDefault();
          void form.submit();
        }}
      >
        <ErrorSummary key={form.attempt} errors={form.summary} />
        {form.failure && (
          <p ref={notice} className="ph-alert ph-alert--error" role="alert" tabIndex={-1}>
            {form.failure}
          </p>
        )}
        {wholeEntry && <p className="ph-alert ph-alert--error">{wholeEntry}</p>}
        {children}
        <div className="ph-actions">
          <button type="button" className="button" onClick={onCancel}>
            {t('action.cancel')}
          </button>
          <button type="submit" className="button button--primary" aria-disabled={form.saving || undefined}>
            {form.saving ? t('enroll.saving') : t('action.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
