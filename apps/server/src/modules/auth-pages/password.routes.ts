import { translate } from '@credence/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import type { RequestOrigin } from '../accounts/accounts.deps';
import { checkResetLink, requestPasswordReset, resetPassword } from '../accounts/password-reset.service';
import { verifyEmail } from '../accounts/sign-up.service';
import { auditOrigin } from '../audit/audit.service';
import { acceptForms, formString, pageErrors, sendPage } from './auth-pages.http';
import { forgotPasswordPage, resetPasswordPage } from './views/password-pages';
import { messagePage } from './views/sign-in-pages';

/** SPA pages (packages/shared routes) for links that can no longer be used. */
const RESET_LINK_PAGES = { expired: '/reset-password/expired', invalid: '/reset-password/invalid' } as const;

type TokenQuery = { Querystring: { token?: string } };
const UID = /^[A-Za-z0-9_-]{1,64}$/;

export async function passwordRoutes(app: FastifyInstance, deps: ModuleDeps) {
  acceptForms(app);
  const origin = (request: FastifyRequest): RequestOrigin => ({ ...auditOrigin(request), ip: request.ip });
  const hide = { schema: { hide: true } };
  const uidOf = (value: string | undefined) => (value && UID.test(value) ? value : undefined);

  app.get<{ Querystring: { uid?: string } }>('/auth/forgot-password', hide, async (request, reply) =>
    sendPage(reply, 200, forgotPasswordPage({ uid: uidOf(request.query.uid) })),
  );

  app.post('/auth/forgot-password', hide, async (request, reply) => {
    const uid = uidOf(formString(request.body, 'uid'));
    const email = formString(request.body, 'email').trim();
    if (!email) {
      const errors = [{ field: 'email', message: translate('validation.required') }];
      return sendPage(reply, 400, forgotPasswordPage({ uid, errors }));
    }
    try {
      await requestPasswordReset(deps, { email, origin: origin(request) });
      return sendPage(reply, 200, forgotPasswordPage({ uid, sent: true }));
    } catch (error) {
      const shown = pageErrors(error, 'email', reply);
      if (!shown) throw error;
      return sendPage(reply, shown.status, forgotPasswordPage({ uid, email, errors: shown.errors }));
    }
  });

  app.get<TokenQuery>('/auth/reset-password', hide, async (request, reply) => {
    const token = request.query.token ?? '';
    const state = await checkResetLink(deps, token);
    if (state !== 'valid') return reply.redirect(RESET_LINK_PAGES[state], 303);
    return sendPage(reply, 200, resetPasswordPage({ token }));
  });

  app.post('/auth/reset-password', hide, async (request, reply) => {
    const token = formString(request.body, 'token');
    try {
      const state = await resetPassword(deps, {
        token,
        password: formString(request.body, 'password'),
        confirmation: formString(request.body, 'confirmation'),
        origin: origin(request),
      });
      if (state !== 'valid') return reply.redirect(RESET_LINK_PAGES[state], 303);
      const page = messagePage({
        title: translate('auth.page.reset-password.done-title'),
        message: translate('auth.page.reset-password.done'),
        linkTo: { href: '/', label: translate('auth.log-in') },
      });
      return sendPage(reply, 200, page);
    } catch (error) {
      const shown = pageErrors(error, 'password', reply);
      if (!shown) throw error;
      return sendPage(reply, shown.status, resetPasswordPage({ token, errors: shown.errors }));
    }
  });

  app.get<TokenQuery>('/auth/verify-email', hide, async (request, reply) => {
    const verified = await verifyEmail(deps, { token: request.query.token ?? '', origin: origin(request) });
    const page = verified
      ? messagePage({
          title: translate('auth.page.verify-email.title'),
          message: translate('auth.page.verify-email.done'),
          linkTo: { href: '/', label: translate('auth.log-in') },
        })
      : messagePage({
          title: translate('auth.page.verify-email.invalid-title'),
          message: translate('auth.page.verify-email.invalid'),
          linkTo: { href: '/', label: translate('auth.log-in') },
        });
    return sendPage(reply, verified ? 200 : 400, page);
  });
}
