import { translate } from '@credence/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import type { RequestOrigin } from '../accounts/accounts.deps';
import { signIn } from '../accounts/sign-in.service';
import { createAccount } from '../accounts/sign-up.service';
import { auditOrigin } from '../audit/audit.service';
import { startNetworkSignIn } from '../network/network-sign-in.service';
import { networkOf } from '../network/network.deps';
import { findInteraction, finishLogin, grantFirstPartyConsent } from '../oidc/oidc.interactions';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_DAYS } from '../rate-limit/known-device';
import { organizationSignIn } from '../saml/saml.interaction';
import { acceptForms, formString, pageErrors, sendPage } from './auth-pages.http';
import { phoneSignUpRoutes } from './phone-sign-up.routes';
import {
  adminInterstitialPage,
  createAccountPage,
  interactionExpiredPage,
  signInPage,
} from './views/sign-in-pages';

/**
 * The organization console (issue 18, decision 045). Its administrator login is this same sign-in: the
 * interstitial's link completes it, and the app's callback takes staff (no clinician action, the console's
 * view_roster) to this page.
 */
export const ADMIN_CONSOLE_PATH = '/admin';

type Params = { Params: { uid: string } };

export async function interactionRoutes(app: FastifyInstance, deps: ModuleDeps) {
  acceptForms(app);
  const { provider, config } = deps;
  const origin = (request: FastifyRequest): RequestOrigin => ({ ...auditOrigin(request), ip: request.ip });
  const load = (request: FastifyRequest<Params>, reply: FastifyReply) =>
    findInteraction(provider, config, request, reply, request.params.uid);
  const expired = (reply: FastifyReply) => sendPage(reply, 400, interactionExpiredPage());
  const hide = { schema: { hide: true } };

  app.get<Params>('/auth/interaction/:uid', hide, async (request, reply) => {
    const interaction = await load(request, reply);
    if (!interaction) return expired(reply);
    if (interaction.prompt.name === 'consent') {
      const returnTo = await grantFirstPartyConsent(provider, config, request, reply, interaction);
      if (returnTo) return reply.redirect(returnTo, 303);
    }
    // ?connection=<professional network> skips our password page and signs in upstream.
    const network = networkOf(config);
    if (
      network &&
      interaction.prompt.name === 'login' &&
      interaction.params.connection === network.settings.connection
    ) {
      return reply.redirect(await startNetworkSignIn({ ...deps, network }, interaction.uid), 303);
    }
    // ?organization=<slug> goes to that organization's SAML IdP (modules/saml).
    const organization = await organizationSignIn(deps, interaction);
    if (organization.redirectTo) return reply.redirect(organization.redirectTo, 303);
    return sendPage(reply, 200, signInPage({ uid: interaction.uid, notice: organization.notice }));
  });

  app.post<Params>('/auth/interaction/:uid/login', hide, async (request, reply) => {
    const interaction = await load(request, reply);
    if (!interaction) return expired(reply);
    const identifier = formString(request.body, 'identifier').trim();
    const password = formString(request.body, 'password');
    const missing = [
      ...(identifier ? [] : [{ field: 'identifier', message: translate('validation.required') }]),
      ...(password ? [] : [{ field: 'password', message: translate('validation.required') }]),
    ];
    if (missing.length)
      return sendPage(reply, 400, signInPage({ uid: interaction.uid, identifier, errors: missing }));
    try {
      const user = await signIn(deps, {
        identifier,
        password,
        origin: origin(request),
        knownDevices: request.cookies[KNOWN_DEVICE_COOKIE],
      });
      // Only the sign-in pages read it; scripts never need it.
      reply.setCookie(KNOWN_DEVICE_COOKIE, user.knownDevices, {
        path: '/auth',
        httpOnly: true,
        sameSite: 'strict',
        secure: config.PUBLIC_ORIGIN.startsWith('https:'),
        maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
      });
      const returnTo = await finishLogin(provider, config, request, reply, user.userId);
      if (user.subscriberOnly) {
        return sendPage(
          reply,
          200,
          // A bare link to /admin would drop this sign-in (the provider keeps its session only once the
          // authorization resumes), so the administrator login resumes it too; the callback routes staff to
          // ADMIN_CONSOLE_PATH.
          adminInterstitialPage({ continueTo: returnTo, adminPath: returnTo }),
        );
      }
      return reply.redirect(returnTo, 303);
    } catch (error) {
      const shown = pageErrors(error, 'identifier', reply);
      if (!shown) throw error;
      return sendPage(
        reply,
        shown.status,
        signInPage({ uid: interaction.uid, identifier, errors: shown.errors }),
      );
    }
  });

  app.get<Params>('/auth/interaction/:uid/create-account', hide, async (request, reply) => {
    const interaction = await load(request, reply);
    if (!interaction) return expired(reply);
    return sendPage(reply, 200, createAccountPage({ uid: interaction.uid }));
  });

  app.post<Params>('/auth/interaction/:uid/create-account', hide, async (request, reply) => {
    const interaction = await load(request, reply);
    if (!interaction) return expired(reply);
    const input = {
      email: formString(request.body, 'email'),
      first_name: formString(request.body, 'first_name'),
      last_name: formString(request.body, 'last_name'),
      password: formString(request.body, 'password'),
      confirmation: formString(request.body, 'confirmation'),
    };
    try {
      const userId = await createAccount(deps, { input, origin: origin(request) });
      return reply.redirect(await finishLogin(provider, config, request, reply, userId), 303);
    } catch (error) {
      const shown = pageErrors(error, 'email', reply);
      if (!shown) throw error;
      const values = { email: input.email, first_name: input.first_name, last_name: input.last_name };
      return sendPage(
        reply,
        shown.status,
        createAccountPage({ uid: interaction.uid, values, errors: shown.errors }),
      );
    }
  });

  // The same page with the mobile phone chosen: a code by text, then the password.
  await phoneSignUpRoutes(app, deps);
}
