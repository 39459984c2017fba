import { translate } from '@credence/shared';
import { html, SafeHtml } from './html';
import { layout } from './layout';

const t = translate;

/**
 * The end-session confirmation. `form` is the provider's own hidden form (its XSRF value inside); a small
 * same-origin script presses the button so signing out needs no extra click, and it still works without it.
 */
export function logoutPage(form: string) {
  const body = html`${new SafeHtml(form)}
    <p>
      <button type="submit" class="button" form="op.logoutForm" name="logout" value="yes" id="logout-confirm">
        ${t('auth.page.sign-out.submit')}
      </button>
    </p>
    <script src="/auth/assets/logout.js" defer></script>`;
  return layout({ title: t('auth.page.sign-out.title'), body });
}

export function signedOutPage() {
  const body = html`<p>${t('auth.signed-out')}</p>
    <p><a href="/">${t('auth.log-in-again')}</a></p>`;
  return layout({ title: t('auth.page.signed-out.title'), body });
}

/** Provider errors (bad client, bad redirect, expired request): the code only, never a stack or a token. */
export function providerErrorPage(out: { error?: string; error_description?: string }) {
  const body = html`<p>${out.error_description ?? t('error.something-went-wrong')}</p>
    <p class="hint">${t('shell.error-code', { code: out.error ?? 'server_error' })}</p>
    <p><a href="/">${t('auth.page.start-again')}</a></p>`;
  return layout({ title: t('auth.page.error.title'), body });
}
