import { translate } from '@credence/shared';
import { button, field, hidden, link } from './fields';
import { html } from './html';
import { layout, type FieldError } from './layout';

const t = translate;

const backToSignIn = (uid?: string) =>
  html`<ul class="auth-links">
    <li>${link(uid ? `/auth/interaction/${uid}` : '/', t('auth.page.back-to-sign-in'))}</li>
  </ul>`;

export function forgotPasswordPage({
  uid,
  email = '',
  errors = [],
  sent = false,
}: {
  uid?: string;
  email?: string;
  errors?: FieldError[];
  sent?: boolean;
}) {
  const body = sent
    ? html`<p role="status">${t('auth.page.forgot-password.sent')}</p>
        ${backToSignIn(uid)}`
    : html`<p>${t('auth.page.forgot-password.intro')}</p>
        <form method="post" action="/auth/forgot-password" novalidate>
          ${uid ? hidden('uid', uid) : null}
          ${field({ name: 'email', label: t('auth.page.email'), type: 'email', value: email, autocomplete: 'email', errors })}
          ${button(t('auth.page.forgot-password.submit'))}
        </form>
        ${backToSignIn(uid)}`;
  return layout({ title: t('auth.page.forgot-password.title'), body, errors });
}

export function resetPasswordPage({ token, errors = [] }: { token: string; errors?: FieldError[] }) {
  const rules = html`${t('password.rules-heading')}
    <ul>
      <li>${t('password.length')}</li>
      <li>${t('password.classes')}</li>
      <li>${t('password.breached')}</li>
    </ul>`;
  const body = html`<form method="post" action="/auth/reset-password" novalidate>
    ${hidden('token', token)}
    ${field({ name: 'password', label: t('auth.page.password'), type: 'password', autocomplete: 'new-password', errors, hint: rules })}
    ${field({ name: 'confirmation', label: t('auth.page.password-confirmation'), type: 'password', autocomplete: 'new-password', errors })}
    ${button(t('auth.page.reset-password.submit'))}
  </form>`;
  return layout({ title: t('auth.page.reset-password.title'), body, errors });
}
