import multipart from '@fastify/multipart';
import { DOCUMENT_MAX_BYTES, documentsApi, errorCodes, translate } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/contract-route';
import { refuseDeclaredOver, streamUploadedFile } from '../../lib/multipart-upload';
import { createObjectStorage, type ObjectStorage } from '../../lib/storage';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import {
  deleteDocument,
  documentLink,
  downloadDocument,
  listDocuments,
  privilegingForm,
  uploadDocument,
  type DocumentsDeps,
} from './documents.service';

declare module '../../app' {
  interface AppDeps {
    /** The document storage; built from the configuration (lib/storage) unless a test passes one. */
    storage?: ObjectStorage;
  }
}

/** The documents of 000 §7 'Documents and consent' (contracts: packages/shared/src/api/documents.ts). */
export const documentsRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(multipart, {
    limits: { files: 1, fileSize: DOCUMENT_MAX_BYTES, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
  });
  const service: DocumentsDeps = {
    db: deps.db,
    clock: deps.clock,
    storage: deps.storage ?? createObjectStorage(deps.config),
    dataKeys: deps.secrets.dataKeys,
    linkKey: deps.secrets.derive('document-link'),
  };
  const { file, maxBytes } = documentsApi.upload.multipart;

  route(
    app,
    documentsApi.upload,
    async ({ caller, request, reply }) =>
      uploadDocument(
        service,
        caller,
        await streamUploadedFile(request, reply, { field: file, maxFileBytes: maxBytes }),
      ),
    {
      onRequest: refuseDeclaredOver(maxBytes),
      preHandler: async (request, reply) => {
        if (!request.isMultipart()) {
          reply.header('connection', 'close');
          throw new AppError(415, errorCodes.unsupportedMedia, translate('request.unsupported-media-type'));
        }
      },
    },
  );
  route(app, documentsApi.list, ({ caller }) => listDocuments(service, caller));
  route(app, documentsApi.link, ({ caller, params }) => documentLink(service, caller, params.id));
  route(app, documentsApi.download, ({ caller, request, params, query, reply }) =>
    downloadDocument(service, { caller, origin: auditOrigin(request) }, { id: params.id, ...query }, reply),
  );
  route(app, documentsApi.remove, ({ caller, params, query }) =>
    deleteDocument(service, caller, params.id, query.confirm === 'true'),
  );
  route(app, documentsApi.privilegingForm, ({ caller, query, reply }) =>
    privilegingForm(service, caller, query.s3_path, reply),
  );
};
