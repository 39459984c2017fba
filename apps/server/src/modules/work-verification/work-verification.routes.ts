import { workVerificationApi } from '@credence/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../lib/contract-route';
import { createObjectStorage } from '../../lib/storage';
import type { ModuleDeps } from '../../module-deps';
import {
  consentToSign,
  declineWorkVerification,
  openWorkVerification,
  submitWorkVerification,
  workVerificationDocument,
} from './verifier.service';
import {
  listWorkVerificationRequests,
  sendWorkVerificationRequest,
  type VerifierOrigin,
} from './work-verification.service';

/** The verifier's address, user agent and request id (the signature record and the audit log keep them). */
const verifierOrigin = (request: FastifyRequest): VerifierOrigin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  requestId: request.id,
});

/**
 * Work verification by outside verifiers (000 §2 /work_verification, §7; issue 16; decision 039): the
 * clinician's verifications step and the verifier's public, token-reached calls. Contracts in
 * packages/shared/src/api/work-verification.ts.
 */
export const workVerificationRoutes: FastifyPluginAsync<ModuleDeps> = async (app, moduleDeps) => {
  // The signed PDFs are kept in the document storage, sealed with the data key (decision 052).
  const deps = {
    ...moduleDeps,
    storage: moduleDeps.storage ?? createObjectStorage(moduleDeps.config),
    dataKeys: moduleDeps.secrets.dataKeys,
  };
  route(app, workVerificationApi.requests, ({ caller, query }) =>
    listWorkVerificationRequests(deps, caller, query.app_req_id),
  );
  route(app, workVerificationApi.send, ({ caller, body }) => sendWorkVerificationRequest(deps, caller, body));
  route(app, workVerificationApi.open, ({ query, request }) =>
    openWorkVerification(deps, query.token, verifierOrigin(request)),
  );
  route(app, workVerificationApi.consent, ({ body, request }) =>
    consentToSign(deps, body, verifierOrigin(request)),
  );
  route(app, workVerificationApi.submit, ({ body, request }) =>
    submitWorkVerification(deps, body, verifierOrigin(request)),
  );
  route(app, workVerificationApi.decline, ({ body, request }) =>
    declineWorkVerification(deps, body, verifierOrigin(request)),
  );
  route(app, workVerificationApi.document, async ({ query, request, reply }) => {
    const document = await workVerificationDocument(deps, query, verifierOrigin(request));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="work-verification-${document.id}.pdf"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(document.bytes));
  });
};
