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
import { oauthErrorOf, type OAuthEndpoint } from './oauth-errors';

/** A token request is a small form (RFC 6749): a pre-authorized code and the grant type. */
const TOKEN_BODY_LIMIT = 4 * 1024;
const METADATA_MAX_AGE_SECONDS = 300;

const walletOrigin = (request: FastifyRequest) => ({ ...auditOrigin(request), ip: request.ip });

/** The endpoints whose errors wallets read as OAuth errors (contracts with `errorShape: 'oauth'`). */
const OAUTH_ENDPOINTS = new Map<string, OAuthEndpoint>(
  (['token', 'nonce', 'credential'] as const)
    .filter((name) => oid4vcApi[name].errorShape === 'oauth')
    .map((name) => [oid4vcApi[name].path, name]),
);

/** The app's error envelope in a sent payload, or null (a success, or not JSON). */
function envelopeIn(payload: unknown): { code: string; message: string } | null {
  if (typeof payload !== 'string') return null;
  try {
    const error = (JSON.parse(payload) as { error?: { code?: unknown; message?: unknown } }).error;
    return error && typeof error.code === 'string' && typeof error.message === 'string'
      ? { code: error.code, message: error.message }
      : null;
  } catch {
    return null;
  }
}

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

  // Errors of the OpenID4VCI endpoints leave in the OAuth shape (decision 058), whoever raised them (the
  // service, validation, the content-type parser, the rate limit, the error handler).
  app.addHook('onSend', async (request, reply, payload) => {
    const endpoint = OAUTH_ENDPOINTS.get(request.routeOptions.url ?? '');
    if (!endpoint || reply.statusCode < 400) return payload;
    const envelope = envelopeIn(payload);
    if (!envelope) return payload;
    const answer = oauthErrorOf(endpoint, reply.statusCode, envelope, request.body);
    reply.code(answer.status).header('cache-control', 'no-store');
    if (answer.wwwAuthenticate) reply.header('www-authenticate', answer.wwwAuthenticate);
    return JSON.stringify(answer.body);
  });

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
