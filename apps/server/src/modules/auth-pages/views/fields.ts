import { html, type SafeHtml } from './html';
import type { FieldError } from './layout';

export interface FieldOptions {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password' | 'hidden';
  value?: string;
  autocomplete?: string;
  errors?: readonly FieldError[];
  hint?: SafeHtml | string;
}

/** Label above the input, hint and error below the label, aria-invalid and aria-describedby wired up. */
export function field({
  name,
  label,
  type = 'text',
  value = '',
  autocomplete,
  errors = [],
  hint,
}: FieldOptions) {
  const own = errors.filter((error) => error.field === name);
  const describedBy = [hint ? `${name}-hint` : '', own.length ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return html`<div class="field${own.length ? ' field--error' : ''}">
    <label for="${name}">${label}</label>
    ${hint ? html`<div class="hint" id="${name}-hint">${hint}</div>` : null}
    ${own.length ? html`<p class="field-error" id="${name}-error">${own.map((e) => e.message).join(' ')}</p>` : null}
    <input
      id="${name}"
      name="${name}"
      type="${type}"
      value="${type === 'password' ? '' : value}"
      ${
        autocomplete ? html` autocomplete="${autocomplete}"` : null
      }${own.length ? html` aria-invalid="true"` : null}${describedBy ? html` aria-describedby="${describedBy}"` : null}
    />
  </div>`;
}

export const hidden = (name: string, value: string) =>
  html`<input type="hidden" name="${name}" value="${value}" />`;

export const button = (label: string) => html`<button type="submit" class="button">${label}</button>`;

export const link = (href: string, label: string) => html`<a href="${href}">${label}</a>`;
