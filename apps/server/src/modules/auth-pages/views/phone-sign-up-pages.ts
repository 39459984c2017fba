import { formatPhoneDisplay, translate, VERIFICATION_CODE_LENGTH } from '@credence/shared';
import { button, field, link } from './fields';
import { html, type SafeHtml } from './html';
import { layout, type FieldError } from './layout';

const t = translate;

const base = (uid: string) => `/auth/interaction/${uid}/create-account`;

/** E-mail or mobile phone: two links, the current one marked, so the choice needs no script. */
export function signUpMethodChoice(uid: string, current: 'email' | 'phone'): SafeHtml {
  const option = (method: 'email' | 'phone', href: string, label: string) =>
    html`<li>
      <a href="${href}" ${method === current ? html` aria-current="page"` : null}>${label}</a>
    </li>`;
  return html`<nav class="method-choice" aria-labelledby="method-choice-label">
    <p id="method-choice-label" class="method-choice-label">${t('auth.page.create-account.method')}</p>
    <ul>
      ${option('email', base(uid), t('auth.page.create-account.with-email'))}
      ${option('phone', `${base(uid)}/phone`, t('auth.page.create-account.with-phone'))}
    </ul>
  </nav>`;
}

const signInLink = (uid: string) =>
  html`<ul class="auth-links">
    <li>${link(`/auth/interaction/${uid}`, t('auth.page.sign-in-link'))}</li>
  </ul>`;

export interface PhoneSignUpValues {
  phone?: string;
  first_name?: string;
  last_name?: string;
}

/** Step 1: the number (US only) and the names; the code goes out by text. */
export function phoneSignUpPage({
  uid,
  values = {},
  errors = [],
}: {
  uid: string;
  values?: PhoneSignUpValues;
  errors?: FieldError[];
}) {
  const body = html`${signUpMethodChoice(uid, 'phone')}
    <form method="post" action="${base(uid)}/phone" novalidate>
      ${field({ name: 'phone', label: t('auth.page.phone'), type: 'tel', value: values.phone, autocomplete: 'tel-national', errors, hint: t('auth.page.phone.hint', { length: VERIFICATION_CODE_LENGTH }) })}
      ${field({ name: 'first_name', label: t('auth.page.first-name'), value: values.first_name, autocomplete: 'given-name', errors })}
      ${field({ name: 'last_name', label: t('auth.page.last-name'), value: values.last_name, autocomplete: 'family-name', errors })}
      ${button(t('auth.page.phone.send-code'))}
    </form>
    ${signInLink(uid)}`;
  return layout({ title: t('auth.page.create-account.title'), body, errors });
}

/**
 * Step 2: the code. A wrong code says so on the field with a button that sends a new one; the resend button
 * counts down (code-countdown.js) and the server refuses an early resend too.
 */
export function phoneCodePage({
  uid,
  phone,
  resendIn,
  minutes,
  errors = [],
  resent = false,
}: {
  uid: string;
  phone: string;
  resendIn: number;
  minutes: number;
  errors?: FieldError[];
  resent?: boolean;
}) {
  const wrongMessage = t('verification-code.wrong');
  const own = errors.filter((error) => error.field === 'code');
  const wrong = own.some((error) => error.message === wrongMessage);
  // While the countdown runs a new code cannot be sent, so the sentence says when instead of offering it
  // (issue 11); code-countdown.js swaps in the offer when the countdown ends.
  const waiting = wrong && resendIn > 0;
  const waitText = `${t('verification-code.wrong-lead')} ${t('verification-code.resend-in', { seconds: resendIn })}`;
  const shownErrors = waiting
    ? errors.map((error) => (error.message === wrongMessage ? { ...error, message: waitText } : error))
    : errors;
  const describedBy = ['code-hint', own.length ? 'code-error' : ''].filter(Boolean).join(' ');
  const countdown = t('verification-code.resend-in', { seconds: '{seconds}' });
  const errorText = wrong
    ? html`${t('verification-code.wrong-lead')}
        ${
          waiting
            ? html`<span id="code-wait" data-template="${countdown}"
                >${t('verification-code.resend-in', { seconds: resendIn })}</span
              >`
            : null
        }
        <button
          type="submit"
          form="resend-form"
          class="link-button"
          id="code-resend-action"
          ${waiting ? html`hidden` : null}
        >
          ${t('verification-code.wrong-action')}
        </button>`
    : own.map((error) => error.message).join(' ');
  const body = html`<p class="notice" role="status">
      ${resent ? html`${t('auth.page.phone.new-code-sent')} ` : null}${t('verification-code.sent', { length: VERIFICATION_CODE_LENGTH, phone: formatPhoneDisplay(phone) })}
    </p>
    <form method="post" action="${base(uid)}/phone/verify" novalidate>
      <div class="field${own.length ? ' field--error' : ''}">
        <label for="code">${t('auth.page.phone.code')}</label>
        <div class="hint" id="code-hint">${t('auth.page.phone.code-hint', { minutes })}</div>
        ${own.length ? html`<p class="field-error" id="code-error">${errorText}</p>` : null}
        <input
          id="code"
          name="code"
          type="text"
          inputmode="numeric"
          autocomplete="one-time-code"
          maxlength="${VERIFICATION_CODE_LENGTH}"
          aria-describedby="${describedBy}"
          ${own.length ? html` aria-invalid="true"` : null}
        />
      </div>
      ${button(t('auth.page.phone.verify'))}
    </form>
    <form method="post" action="${base(uid)}/phone/resend" id="resend-form" class="resend" novalidate>
      <p
        class="hint"
        id="resend-countdown"
        data-seconds="${resendIn}"
        data-template="${countdown}"
        ${resendIn > 0 ? null : html`hidden`}
      >
        ${t('verification-code.resend-in', { seconds: resendIn })}
      </p>
      <button type="submit" class="button button--secondary" id="resend">
        ${t('verification-code.resend')}
      </button>
    </form>
    <ul class="auth-links">
      <li>${link(`${base(uid)}/phone`, t('auth.page.phone.change-number'))}</li>
      <li>${link(`/auth/interaction/${uid}`, t('auth.page.back-to-sign-in'))}</li>
    </ul>
    <script src="/auth/assets/code-countdown.js" defer></script>`;
  return layout({ title: t('auth.page.phone.code-title'), body, errors: shownErrors });
}

/** Step 3: the password, with the shared rules listed; each failing rule is reported on its own. */
export function phonePasswordPage({ uid, errors = [] }: { uid: string; errors?: FieldError[] }) {
  const rules = html`${t('password.rules-heading')}
    <ul>
      <li>${t('password.length')}</li>
      <li>${t('password.classes')}</li>
      <li>${t('password.breached')}</li>
    </ul>`;
  const body = html`<p class="notice" role="status">${t('auth.page.phone.verified')}</p>
    <form method="post" action="${base(uid)}/phone/password" novalidate>
      ${field({ name: 'password', label: t('auth.page.password'), type: 'password', autocomplete: 'new-password', errors, hint: rules })}
      ${field({ name: 'confirmation', label: t('auth.page.password-confirmation'), type: 'password', autocomplete: 'new-password', errors })}
      ${button(t('auth.page.create-account.submit'))}
    </form>
    ${signInLink(uid)}`;
  return layout({ title: t('auth.page.phone.password-title'), body, errors });
}
