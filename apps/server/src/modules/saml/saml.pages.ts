import { translate, type WordingKey } from '@credence/shared';
import { link } from '../auth-pages/views/fields';
import { html } from '../auth-pages/views/html';
import { layout } from '../auth-pages/views/layout';
import type { SamlRefusalReason } from './saml.errors';

const t = translate;

/** What the person reads for each refusal; the reason itself is shown as a code for their help desk. */
const MESSAGE: Record<Exclude<SamlRefusalReason, 'interaction-expired'>, WordingKey> = {
  'connection-unavailable': 'auth.saml.refused.unavailable',
  malformed: 'auth.saml.refused.not-verified',
  'invalid-signature': 'auth.saml.refused.not-verified',
  'wrong-issuer': 'auth.saml.refused.not-verified',
  expired: 'auth.saml.refused.expired',
  'not-yet-valid': 'auth.saml.refused.expired',
  'request-expired': 'auth.saml.refused.expired',
  'wrong-audience': 'auth.saml.refused.not-for-us',
  'wrong-recipient': 'auth.saml.refused.not-for-us',
  'unknown-request': 'auth.saml.refused.used',
  replayed: 'auth.saml.refused.used',
  'relay-state-mismatch': 'auth.saml.refused.used',
  'idp-error': 'auth.saml.refused.idp-error',
  'no-email': 'auth.saml.refused.no-email',
};

export const REFUSAL_STATUS: Partial<Record<SamlRefusalReason, number>> = {
  'connection-unavailable': 404,
  malformed: 400,
  'interaction-expired': 400,
};

/** The ACS's answer when it does not sign the person in: what happened, and two ways on. */
export function samlRefusedPage({
  reason,
  slug,
  message,
}: {
  reason: SamlRefusalReason | 'rate-limited';
  slug: string | null;
  /** A sentence already translated (the rate limit's, with its wait). */
  message?: string;
}) {
  const shown =
    message ??
    (reason === 'rate-limited' || reason === 'interaction-expired'
      ? t('auth.page.expired')
      : t(MESSAGE[reason]));
  const retry =
    slug && reason !== 'connection-unavailable' ? `/?organization=${encodeURIComponent(slug)}` : null;
  const body = html`<p role="alert">${shown}</p>
    <p class="hint">${t('shell.error-code', { code: `saml.${reason}` })}</p>
    <ul class="auth-links">
      ${retry ? html`<li>${link(retry, t('auth.saml.refused.start-again'))}</li>` : null}
      <li>${link('/', t('auth.saml.refused.password-sign-in'))}</li>
    </ul>`;
  return layout({ title: t('auth.saml.refused.title'), body });
}
