import { oid4vcApi } from '@credence/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { sendCacheable } from '../issuer/cacheable';
import {
  authorizationServerMetadata,
  createOffer,
  credentialIssuerMetadata,
  exchangeCode,
  issueToWallet,
  newNonce,
} from './oid4vci.service';
import { listPresentations, resolveRequest, respond } from './oid4vp.service';

/** A token request is a small form (RFC 6749): a pre-authorized code and the grant type. */
const TOKEN_BODY_LIMIT = 4 * 1024;
const METADATA_MAX_AGE_SECONDS = 300;

const walletOrigin = (request: FastifyRequest) => ({ ...auditOrigin(request), ip: request.ip });

/** OpenID4VCI offers and OpenID4VP requests (decision 054; contracts in packages/shared/src/api/oid4vc.ts). */
export const oid4vcRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  // The token endpoint takes the form RFC 6749 names; in this plugin only (elsewhere a form answers 415).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: TOKEN_BODY_LIMIT },
    (request, body, done) => {
      if (request.url !== oid4vcApi.token.path) {
        done(
          Object.assign(new Error('Unsupported Media Type'), {
            statusCode: 415,
            code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
          }),
          undefined,
        );
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  route(app, oid4vcApi.createOffer, ({ caller, body }) => createOffer(deps, caller, body.id));
  route(app, oid4vcApi.issuerMetadata, async ({ request, reply }) =>
    sendCacheable(request, reply, {
      body: JSON.stringify(credentialIssuerMetadata(deps)),
      contentType: 'application/json; charset=utf-8',
      maxAgeSeconds: METADATA_MAX_AGE_SECONDS,
    }),
  );
  route(app, oid4vcApi.authorizationServerMetadata, async ({ request, reply }) =>
    sendCacheable(request, reply, {
      body: JSON.stringify(authorizationServerMetadata(deps)),
      contentType: 'application/json; charset=utf-8',
      maxAgeSeconds: METADATA_MAX_AGE_SECONDS,
    }),
  );
  route(app, oid4vcApi.token, async ({ request, reply }) => {
    const body =
      request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const answer = await exchangeCode(deps, body, walletOrigin(request));
    return reply.header('cache-control', 'no-store').send(answer);
  });
  route(app, oid4vcApi.nonce, async ({ request, reply }) =>
    reply.header('cache-control', 'no-store').send(await newNonce(deps, walletOrigin(request))),
  );
  route(app, oid4vcApi.credential, async ({ request, body, reply }) => {
    const answer = await issueToWallet(
      deps,
      { authorization: request.headers.authorization, body },
      walletOrigin(request),
    );
    return reply.header('cache-control', 'no-store').send(answer);
  });
  route(app, oid4vcApi.resolveRequest, ({ caller, body }) => resolveRequest(deps, caller, body.request));
  route(app, oid4vcApi.respond, ({ caller, body }) => respond(deps, caller, body));
  route(app, oid4vcApi.presentations, ({ caller }) => listPresentations(deps, caller));
};
