import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../components/ui';
import type { StepForm as StepFormState } from './use-step-form';

export interface StepFormProps {
  form: Pick<StepFormState, 'submit' | 'summary' | 'attempt' | 'saving' | 'failure'>;
  onBack: (() => void) | undefined;
  /** The primary button's words; Next unless given. */
  submitLabel?: string;
  /** Shown while saving; 'Saving…' unless given. */
  savingLabel?: string;
  children: ReactNode;
}

/**
 * The frame of every wizard screen's form: the error summary on top (it takes focus after a failed Next),
 * a notice when saving failed (it takes focus too; what was typed stays), the fields, then Back and Next.
 * Next stays enabled while saving, so focus is not lost; a second press is ignored.
 */
export function StepForm({ form, onBack, submitLabel, savingLabel, children }: StepFormProps) {
  const { t } = useTranslation();
  const notice = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (form.failure) notice.current?.focus();
  }, [form.failure, form.attempt]);

  return (
    <form
      className="enroll-form"
      noValidate
      onSubmit={(event) => {
        // The browser must never send the form itself (a submit that ignores the event would reload the page).
        event.preventDefault();
        void form.submit(event);
      }}
    >
      <ErrorSummary key={form.attempt} errors={form.summary} />
      {form.failure && (
        <p ref={notice} className="enroll-alert enroll-alert--error" role="alert" tabIndex={-1}>
          {form.failure}
        </p>
      )}
      {children}
      <div className="enroll-actions">
        {onBack && (
          <button type="button" className="button" onClick={onBack}>
            {t('action.back')}
          </button>
        )}
        <button type="submit" className="button button--primary" aria-disabled={form.saving || undefined}>
          {form.saving ? (savingLabel ?? t('enroll.saving')) : (submitLabel ?? t('action.next'))}
        </button>
      </div>
    </form>
  );
}
