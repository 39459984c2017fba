import { useEffect, useLayoutEffect, useRef } from 'react';
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
            <FieldName fieldId={fieldId} />
            <a href={`#${fieldId}`} onClick={(event) => jump(event, fieldId)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The visible name of the field `fieldId` names: its label, a group's legend, or what labels it. */
function fieldLabel(fieldId: string): string | undefined {
  const target = document.getElementById(fieldId);
  if (!target) return undefined;
  const text = (element: Element | null | undefined) => element?.textContent?.trim() || undefined;
  if (target.matches('fieldset')) return text(target.querySelector('legend'));
  const labelledBy = target.getAttribute('aria-labelledby')?.split(' ')[0];
  return (
    text(Array.from(document.getElementsByTagName('label')).find((label) => label.htmlFor === fieldId)) ??
    (labelledBy ? text(document.getElementById(labelledBy)) : undefined)
  );
}

/**
 * Several fields can share a message ('This Field is Required'), so each item also names its field, read
 * from the field's own label or legend once the form is on the page (the wording stays in one place). The
 * span's text is written directly: React renders it empty and never touches its content.
 */
function FieldName({ fieldId }: { fieldId: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const label = fieldLabel(fieldId);
    if (ref.current) ref.current.textContent = label ? `${label}: ` : '';
  });
  return <span className="error-summary__field" ref={ref} />;
}
