import { networkApi } from '@credence/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { sendPage } from '../auth-pages/auth-pages.http';
import { findInteraction, finishLogin } from '../oidc/oidc.interactions';
import { linkFailed, linkFederatedIdentity } from './network-link.service';
import {
  finishNetworkSignIn,
  interactionOfCallback,
  NetworkSignInError,
  type NetworkSignInFailure,
} from './network-sign-in.service';
import { NETWORK_CALLBACK_PATH, networkOf } from './network.deps';
import { networkFailurePage } from './network.pages';

/** The professional-network provider (docs/decisions/010-professional-network-sign-in.md). */
export const networkRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const network = networkOf(deps.config);
  const networkDeps = network ? { ...deps, network } : null;
  const hide = { schema: { hide: true } };

  route(app, networkApi.signInOptions, async () => ({
    network: network ? { name: network.settings.name, connection: network.settings.connection } : null,
  }));
  route(app, networkApi.link, ({ request }) => {
    const identity = request.federatedIdentity;
    if (!networkDeps || !identity) throw linkFailed();
    return linkFederatedIdentity(networkDeps, { identityId: identity.id, origin: auditOrigin(request) });
  });

  // The HTML side exists only when a provider is configured.
  if (!network || !networkDeps) return;
  type Callback = { Querystring: Record<string, string | undefined> };
  const failurePage = (reply: FastifyReply, failure: NetworkSignInFailure) =>
    sendPage(
      reply,
      failure === 'cancelled' ? 200 : 400,
      networkFailurePage({ failure, name: network.settings.name, connection: network.settings.connection }),
    );
  const queryOf = (request: FastifyRequest<Callback>) =>
    Object.fromEntries(Object.entries(request.query).filter(([, value]) => typeof value === 'string'));

  // Upstream's redirect URI. The interaction cookie is scoped to /auth/interaction/<uid>, so the browser
  // is forwarded there with the same answer before anything is used up.
  app.get<Callback>(NETWORK_CALLBACK_PATH, hide, async (request, reply) => {
    const uid = await interactionOfCallback(networkDeps, {
      state: request.query.state,
      origin: auditOrigin(request),
    });
    if (!uid) return failurePage(reply, 'unknown-request');
    const query = new URLSearchParams(queryOf(request) as Record<string, string>);
    return reply.redirect(`/auth/interaction/${encodeURIComponent(uid)}/network?${query}`, 303);
  });

  app.get<Callback & { Params: { uid: string } }>(
    '/auth/interaction/:uid/network',
    hide,
    async (request, reply) => {
      const interaction = await findInteraction(
        deps.provider,
        deps.config,
        request,
        reply,
        request.params.uid,
      );
      try {
        const done = await finishNetworkSignIn(networkDeps, {
          // Another browser's (or no) interaction cookie never matches the stored uid.
          interactionUid: interaction?.uid ?? '',
          query: queryOf(request),
          origin: auditOrigin(request),
        });
        return reply.redirect(
          await finishLogin(deps.provider, deps.config, request, reply, done.accountId),
          303,
        );
      } catch (error) {
        if (error instanceof NetworkSignInError) return failurePage(reply, error.failure);
        throw error;
      }
    },
  );
};
