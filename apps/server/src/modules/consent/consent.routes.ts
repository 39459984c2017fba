import { consentApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import { createObjectStorage } from '../../lib/storage';
import type { ModuleDeps } from '../../module-deps';
import { consentFormDocument, getConsentForms, signConsentForms } from './consent.service';

/** Consent forms (000 §2 rule 2, §7), registered from their contracts in packages/shared/src/api/consent.ts. */
export const consentRoutes: FastifyPluginAsync<ModuleDeps> = async (app, moduleDeps) => {
  // The signed PDFs are kept in the document storage, sealed with the data key (decision 052).
  const deps = {
    ...moduleDeps,
    storage: moduleDeps.storage ?? createObjectStorage(moduleDeps.config),
    dataKeys: moduleDeps.secrets.dataKeys,
  };
  route(app, consentApi.list, ({ caller }) => getConsentForms(deps, caller.userId));
  route(app, consentApi.sign, ({ caller, body, request }) =>
    signConsentForms(deps, caller, {
      documentKeys: [...new Set(body.document_keys)],
      fullName: body.full_name,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    }),
  );
  route(app, consentApi.document, async ({ caller, params, reply }) => {
    const document = await consentFormDocument(deps, caller, params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="consent-${params.id}.pdf"`)
      .send(document);
  });
};
