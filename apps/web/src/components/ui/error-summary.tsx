import { useEffect, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './error-summary.css';

export interface ErrorSummaryItem {
  /** Id of the control (or fieldset) in error; the link jumps there. */
  fieldId: string;
  message: ReactNode;
}

export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  /** Defaults to 'There is a problem'. */
  title?: ReactNode;
}

/**
 * GOV.UK error summary: shown at the top of the form after a failed submit, takes focus so the problem is
 * read out at once, and links to each field. Renders nothing while there are no errors.
 */
export function ErrorSummary({ errors, title }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  // Which fields are in error, not the array's identity: a parent re-rendering while the clinician types
  // must not pull focus back here. A different set of fields (a new submit) does, like GOV.UK.
  const signature = errors.map(({ fieldId }) => fieldId).join(' ');

  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature]);

  if (!shown) return null;

  // The hash alone would scroll the label off-screen on some browsers and not focus the control.
  const jump = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const target = document.getElementById(fieldId);
    if (!target) return;
    event.preventDefault();
    const focusable = target.matches('fieldset')
      ? target.querySelector<HTMLElement>('input, select, textarea, button')
      : target;
    target.scrollIntoView?.({ block: 'center' });
    focusable?.focus();
  };

  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="error-summary-title">
      <h2 className="error-summary__title" id="error-summary-title">
        {title ?? t('error-summary.title')}
      </h2>
      <ul className="error-summary__list">
        {errors.map(({ fieldId, message }) => (
          <li key={fieldId}>
            <a href={`#${fieldId}`} onClick={(event) => jump(event, fieldId)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
