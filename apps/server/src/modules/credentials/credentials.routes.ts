import multipart from '@fastify/multipart';
import { credentialsApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { acceptOffer, holderProfile, listCredentials, removeCredential } from './credentials.service';
import {
  declaredTooLarge,
  readPersonUpload,
  sendPicture,
  unsupportedPicture,
  updatePerson,
} from './person.service';

/**
 * The wallet's offers and credentials and the person's profile update (issue 14, decision 035; contracts in
 * packages/shared/src/api/credentials.ts). Multipart is registered here for PATCH /api/person only.
 */
export const credentialsRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const { file, maxBytes } = credentialsApi.updatePerson.multipart;
  await app.register(multipart, {
    limits: { files: 1, fileSize: maxBytes, fields: 8, fieldSize: 1024, parts: 9, headerPairs: 50 },
  });
  route(app, credentialsApi.holderProfile, ({ caller }) => holderProfile(deps, caller));
  route(app, credentialsApi.list, ({ caller }) => listCredentials(deps, caller));
  route(app, credentialsApi.accept, ({ caller, body }) => acceptOffer(deps, caller, body.id));
  route(app, credentialsApi.remove, ({ caller, body }) => removeCredential(deps, caller, body));
  route(
    app,
    credentialsApi.updatePerson,
    ({ caller, request, reply }) =>
      updatePerson(deps, caller, () => readPersonUpload(request, reply, { field: file, maxBytes })),
    {
      onRequest: declaredTooLarge(maxBytes),
      preHandler: async (request) => {
        if (!request.isMultipart()) throw unsupportedPicture();
      },
    },
  );
  route(app, credentialsApi.picture, ({ caller, reply }) => sendPicture(deps, caller, reply));
};
