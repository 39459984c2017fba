import { consoleReceivedApi, consoleWorkApi } from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { createObjectStorage } from '../../lib/storage';
import type { ModuleDeps } from '../../module-deps';
import { expirables, receivedShare, receivedShares } from './received-shares.service';
import { receivedShareDocument, receivedSharePacket } from './share-documents.service';
import { groupWorkVerificationPdf, groupWorkVerifications } from './work-verifications';

/** The console's received shares, expirables and work verifications (issue 18 part 2, decision 051). */
export const consoleReceivedRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  // Signed work-verification PDFs are read from the file storage, sealed with the data key (decision 052).
  const files = {
    db: deps.db,
    storage: deps.storage ?? createObjectStorage(deps.config),
    dataKeys: deps.secrets.dataKeys,
  };
  route(app, consoleReceivedApi.shares, ({ caller }) => receivedShares(deps, caller));
  route(app, consoleReceivedApi.share, ({ caller, params }) => receivedShare(deps, caller, params.id));
  const shareFiles = { ...deps, storage: files.storage, dataKeys: files.dataKeys };
  route(app, consoleReceivedApi.packet, async ({ caller, params, reply }) => {
    const pdf = await receivedSharePacket(shareFiles, caller, params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="share-${params.id}.pdf"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
  });
  route(app, consoleReceivedApi.document, async ({ caller, params, reply }) => {
    const file = await receivedShareDocument(shareFiles, caller, params.id, params.documentId);
    // Names are letters, digits and dots only (000 §5): the quoted filename needs no escaping.
    return reply
      .type(file.content_type)
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'no-store')
      .send(file.bytes);
  });
  route(app, consoleReceivedApi.expirables, ({ caller }) => expirables(deps, caller));
  route(app, consoleWorkApi.workVerifications, ({ caller }) => groupWorkVerifications(deps.db, caller));
  route(app, consoleWorkApi.workVerificationPdf, async ({ caller, params, reply }) => {
    const pdf = await groupWorkVerificationPdf(files, caller, params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="work-verification-${params.id}.pdf"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
  });
};
