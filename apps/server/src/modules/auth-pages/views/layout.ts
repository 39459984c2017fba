import { translate } from '@credence/shared';
import { PASSWORD_TOGGLE_MARK } from './fields';
import { html, type SafeHtml } from './html';

export interface FieldError {
  field: string;
  message: string;
}

function errorSummary(errors: readonly FieldError[]): SafeHtml | null {
  if (errors.length === 0) return null;
  return html`<div class="error-summary" role="alert" tabindex="-1" aria-labelledby="error-summary-title">
    <h2 id="error-summary-title">${translate('error-summary.title')}</h2>
    <ul>
      ${errors.map((error) => html`<li><a href="#${error.field}">${error.message}</a></li>`)}
    </ul>
  </div>`;
}

/** The page shell of every sign-in page: product look from the shared tokens, one h1, no inline code. */
export function layout({
  title,
  body,
  errors = [],
}: {
  title: string;
  body: SafeHtml;
  errors?: readonly FieldError[];
}): string {
  const fullTitle = `${errors.length ? `${translate('field.error-prefix')} ` : ''}${title} | Credence`;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${fullTitle}</title>
        <link rel="stylesheet" href="/auth/assets/tokens.css" />
        <link rel="stylesheet" href="/auth/assets/auth.css" />
      </head>
      <body>
        <header class="auth-header"><a class="auth-brand" href="/">Credence</a></header>
        <main id="main" class="auth-main">
          <div class="auth-card">
            ${errorSummary(errors)}
            <h1>${title}</h1>
            ${body}
          </div>
        </main>
        ${body.value.includes(PASSWORD_TOGGLE_MARK) ? html`<script src="/auth/assets/password-toggle.js" defer></script>` : null}
      </body>
    </html> `.value;
}
