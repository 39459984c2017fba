import { issuerApi } from '@credence/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { sendCacheable } from './cacheable';
import { issuerMetadata, statusListToken, typeMetadata } from './issuer.service';
import { STATUS_LIST_TTL_SECONDS } from './status-list';

/** How long a verifier may keep the issuer metadata and type metadata (keys are published long after retiring). */
const METADATA_MAX_AGE_SECONDS = 300;
const TYPE_METADATA_MAX_AGE_SECONDS = 24 * 60 * 60;

/** The issuer's public documents (decision 036): no session, cacheable, answered bare. */
export async function issuerRoutes(app: FastifyInstance, deps: ModuleDeps) {
  route(app, issuerApi.metadata, async ({ request, reply }) =>
    sendCacheable(request, reply, {
      body: JSON.stringify(await issuerMetadata(deps)),
      contentType: 'application/json; charset=utf-8',
      maxAgeSeconds: METADATA_MAX_AGE_SECONDS,
    }),
  );
  route(app, issuerApi.typeMetadata, async ({ params, request, reply }) =>
    sendCacheable(request, reply, {
      body: JSON.stringify(typeMetadata(deps, params.type)),
      contentType: 'application/json; charset=utf-8',
      maxAgeSeconds: TYPE_METADATA_MAX_AGE_SECONDS,
    }),
  );
  route(app, issuerApi.statusList, async ({ params, request, reply }) => {
    const { token, etag } = await statusListToken(deps, params.list);
    return sendCacheable(request, reply, {
      body: token,
      etag,
      contentType: 'application/statuslist+jwt',
      maxAgeSeconds: STATUS_LIST_TTL_SECONDS,
    });
  });
}
