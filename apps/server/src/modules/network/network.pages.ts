import { translate } from '@credence/shared';
import { link } from '../auth-pages/views/fields';
import { html } from '../auth-pages/views/html';
import { layout } from '../auth-pages/views/layout';
import type { NetworkSignInFailure } from './network-sign-in.service';

/**
 * Where a return from upstream that signed no one in ends: says what happened in plain words and offers
 * the provider again or the other ways to sign in (the web login entry).
 */
export function networkFailurePage({
  failure,
  name,
  connection,
}: {
  failure: NetworkSignInFailure;
  name: string;
  connection: string;
}) {
  const title =
    failure === 'cancelled'
      ? translate('auth.page.network.cancelled-title', { name })
      : translate('auth.page.network.failed-title', { name });
  const message =
    failure === 'cancelled'
      ? translate('auth.page.network.cancelled', { name })
      : failure === 'failed'
        ? translate('auth.page.network.failed', { name })
        : translate('auth.page.network.unknown-request', { name });
  const body = html`<p role="status">${message}</p>
    <p>
      <a class="button" href="/?connection=${connection}"
        >${translate('auth.page.network.try-again', { name })}</a
      >
    </p>
    <ul class="auth-links">
      <li>${link('/', translate('auth.page.network.other-way'))}</li>
    </ul>`;
  return layout({ title, body });
}
