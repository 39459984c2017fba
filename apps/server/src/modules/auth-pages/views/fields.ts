import { translate } from '@credence/shared';
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
  const input = html`<input
    id="${name}"
    name="${name}"
    type="${type}"
    value="${type === 'password' ? '' : value}"
    ${
      autocomplete ? html` autocomplete="${autocomplete}"` : null
    }${own.length ? html` aria-invalid="true"` : null}${describedBy ? html` aria-describedby="${describedBy}"` : null}${
      type === 'password' ? html` autocapitalize="none" spellcheck="false"` : null
    }
  />`;
  return html`<div class="field${own.length ? ' field--error' : ''}">
    <label for="${name}">${label}</label>
    ${hint ? html`<div class="hint" id="${name}-hint">${hint}</div>` : null}
    ${own.length ? html`<p class="field-error" id="${name}-error">${own.map((e) => e.message).join(' ')}</p>` : null}
    ${type === 'password' ? passwordRow(name, input) : input}
  </div>`;
}

/** Marks a page that needs the show/hide script (layout adds it; the CSP allows no inline code). */
export const PASSWORD_TOGGLE_MARK = 'data-password-toggle';

/**
 * The password with its show/hide button (001 §5: tooltips 'Show Password' and 'Hide Password'). The button
 * starts hidden: only password-toggle.js, which makes it work, shows it.
 */
function passwordRow(name: string, input: SafeHtml) {
  const t = translate;
  return html`<div class="password-row">
      ${input}
      <button
        type="button"
        class="button button--secondary password-toggle"
        data-password-toggle
        aria-controls="${name}"
        title="${t('auth.show-password')}"
        data-show="${t('auth.show-password')}"
        data-hide="${t('auth.hide-password')}"
        data-visible="${t('password.visible')}"
        data-hidden="${t('password.hidden')}"
        hidden
      >
        ${t('auth.show-password')}
      </button>
    </div>
    <p class="visually-hidden" aria-live="polite" id="${name}-announcement"></p>`;
}

export const hidden = (name: string, value: string) =>
  html`<input type="hidden" name="${name}" value="${value}" />`;

export const button = (label: string) => html`<button type="submit" class="button">${label}</button>`;

export const link = (href: string, label: string) => html`<a href="${href}">${label}</a>`;
