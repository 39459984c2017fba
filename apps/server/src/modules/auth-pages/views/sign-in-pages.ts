import { translate } from '@credence/shared';
import { button, field, link } from './fields';
import { html } from './html';
import { layout, type FieldError } from './layout';
import { signUpMethodChoice } from './phone-sign-up-pages';

const t = translate;

export function signInPage({
  uid,
  identifier = '',
  errors = [],
  notice,
}: {
  uid: string;
  identifier?: string;
  errors?: FieldError[];
  notice?: string;
}) {
  const body = html`${notice ? html`<p class="notice" role="status">${notice}</p>` : null}
    <form method="post" action="/auth/interaction/${uid}/login" novalidate>
      ${field({ name: 'identifier', label: t('auth.page.identifier'), value: identifier, autocomplete: 'username', errors })}
      ${field({ name: 'password', label: t('auth.page.password'), type: 'password', autocomplete: 'current-password', errors })}
      ${button(t('auth.page.sign-in.submit'))}
    </form>
    <ul class="auth-links">
      <li>
        ${link(`/auth/forgot-password?uid=${encodeURIComponent(uid)}`, t('auth.page.forgot-password-link'))}
      </li>
      <li>${link(`/auth/interaction/${uid}/create-account`, t('auth.page.create-account-link'))}</li>
    </ul>`;
  return layout({ title: t('auth.page.sign-in.title'), body, errors });
}

export interface CreateAccountValues {
  email?: string;
  first_name?: string;
  last_name?: string;
}

export function createAccountPage({
  uid,
  values = {},
  errors = [],
}: {
  uid: string;
  values?: CreateAccountValues;
  errors?: FieldError[];
}) {
  const rules = html`${t('password.rules-heading')}
    <ul>
      <li>${t('password.length')}</li>
      <li>${t('password.classes')}</li>
      <li>${t('password.breached')}</li>
    </ul>`;
  const body = html`${signUpMethodChoice(uid, 'email')}
    <form method="post" action="/auth/interaction/${uid}/create-account" novalidate>
      ${field({ name: 'email', label: t('auth.page.email'), type: 'email', value: values.email, autocomplete: 'email', errors, hint: t('auth.page.create-account.email-hint') })}
      ${field({ name: 'first_name', label: t('auth.page.first-name'), value: values.first_name, autocomplete: 'given-name', errors })}
      ${field({ name: 'last_name', label: t('auth.page.last-name'), value: values.last_name, autocomplete: 'family-name', errors })}
      ${field({ name: 'password', label: t('auth.page.password'), type: 'password', autocomplete: 'new-password', errors, hint: rules })}
      ${field({ name: 'confirmation', label: t('auth.page.password-confirmation'), type: 'password', autocomplete: 'new-password', errors })}
      ${button(t('auth.page.create-account.submit'))}
    </form>
    <ul class="auth-links">
      <li>${link(`/auth/interaction/${uid}`, t('auth.page.sign-in-link'))}</li>
    </ul>`;
  return layout({ title: t('auth.page.create-account.title'), body, errors });
}

/** For an account whose actors are all on the subscriber side: it probably meant the administrator login. */
export function adminInterstitialPage({ continueTo, adminPath }: { continueTo: string; adminPath: string }) {
  const body = html`<p>${t('auth.admin-login-prompt')}</p>
    <p><a class="button" href="${adminPath}">${t('auth.admin-login-link')}</a></p>
    <p><a href="${continueTo}">${t('auth.page.admin.continue')}</a></p>`;
  return layout({ title: t('auth.page.admin.title'), body });
}

export function messagePage({
  title,
  message,
  linkTo,
}: {
  title: string;
  message: string;
  linkTo?: { href: string; label: string };
}) {
  const body = html`<p>${message}</p>
    ${linkTo ? html`<p>${link(linkTo.href, linkTo.label)}</p>` : null}`;
  return layout({ title, body });
}

export function interactionExpiredPage() {
  return messagePage({
    title: t('auth.page.expired-title'),
    message: t('auth.page.expired'),
    linkTo: { href: '/', label: t('auth.page.start-again') },
  });
}
