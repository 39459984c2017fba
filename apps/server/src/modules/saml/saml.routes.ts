import { generateServiceProviderMetadata } from '@node-saml/node-saml';
import { sessionApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { sendPage } from '../auth-pages/auth-pages.http';
import { interactionExpiredPage } from '../auth-pages/views/sign-in-pages';
import { acsUrlOf } from './saml.client';
import { SamlRefused } from './saml.errors';
import { REFUSAL_STATUS, samlRefusedPage } from './saml.pages';
import { completeOrganizationSignIn, enabledConnection, organizationConfig } from './saml.service';

type AcsRoute = { Params: { slug: string }; Body: Record<string, string> | undefined };

/** Signed SAML responses with the IdP's certificate inside run to tens of kilobytes. */
const ACS_BODY_LIMIT = 512 * 1024;
const SLUG = /^[a-z0-9-]{2,64}$/;

export const samlRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: ACS_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  route(app, sessionApi.organizationConfig, ({ query }) => organizationConfig(deps, query.organization));

  // The IdP posts here from its own site: a form post outside /api, so no XSRF token can exist. The
  // signed assertion, its audience and the single-use request id are what protect it.
  app.post<AcsRoute>('/auth/saml/:slug/acs', { schema: { hide: true } }, async (request, reply) => {
    const slug = SLUG.test(request.params.slug) ? request.params.slug : null;
    const body = request.body ?? {};
    try {
      const returnTo = await completeOrganizationSignIn(deps, {
        slug: slug ?? '',
        samlResponse: typeof body.SAMLResponse === 'string' ? body.SAMLResponse : '',
        relayState: typeof body.RelayState === 'string' ? body.RelayState : '',
        origin: { ...auditOrigin(request), ip: request.ip },
      });
      return reply.redirect(returnTo, 303);
    } catch (error) {
      if (error instanceof SamlRefused) {
        if (error.reason === 'interaction-expired') return sendPage(reply, 400, interactionExpiredPage());
        const page = samlRefusedPage({ reason: error.reason, slug });
        return sendPage(reply, REFUSAL_STATUS[error.reason] ?? 403, page);
      }
      if (error instanceof AppError && error.statusCode === 429) {
        reply.header('retry-after', String(error.retryAfterSeconds ?? 60));
        return sendPage(
          reply,
          429,
          samlRefusedPage({ reason: 'rate-limited', slug, message: error.message }),
        );
      }
      throw error;
    }
  });

  // What an organization's IdP administrator needs: our entity id and ACS for this organization.
  app.get<{ Params: { slug: string } }>(
    '/auth/saml/:slug/metadata',
    { schema: { hide: true } },
    async (request, reply) => {
      const connection = await enabledConnection(deps, request.params.slug);
      if (!connection)
        return sendPage(reply, 404, samlRefusedPage({ reason: 'connection-unavailable', slug: null }));
      const xml = generateServiceProviderMetadata({
        issuer: connection.sp_entity_id,
        callbackUrl: acsUrlOf(deps.config, connection.slug),
        identifierFormat: connection.name_id_format,
        wantAssertionsSigned: true,
      });
      return reply.header('cache-control', 'no-store').type('application/samlmetadata+xml').send(xml);
    },
  );
};
