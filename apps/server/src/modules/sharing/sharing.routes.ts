import { sharingApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import {
  createShare,
  endShareAccess,
  listOrgShares,
  listShares,
  readOrgShare,
  orgShareFhir,
  shareChecklist,
  shareFhir,
  shareReceipt,
  shareReceiptPdf,
} from './sharing.service';

/** Sharing with organizations (issue 17, decision 043; contracts in packages/shared/src/api/sharing.ts). */
export const sharingRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  route(app, sharingApi.checklist, ({ caller, params }) =>
    shareChecklist(deps, caller, params.subscription_id),
  );
  route(app, sharingApi.create, ({ caller, body }) => createShare(deps, caller, body));
  route(app, sharingApi.list, ({ caller }) => listShares(deps, caller));
  route(app, sharingApi.end, ({ caller, params }) => endShareAccess(deps, caller, params.id));
  route(app, sharingApi.receipt, ({ caller, params }) => shareReceipt(deps, caller, params.id));
  route(app, sharingApi.receiptPdf, async ({ caller, params, reply }) => {
    const pdf = await shareReceiptPdf(deps, caller, params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="consent-receipt-${params.id}.pdf"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
  });
  route(app, sharingApi.fhir, async ({ caller, params, reply }) =>
    reply.type('application/fhir+json').send(JSON.stringify(await shareFhir(deps, caller, params.id))),
  );
  route(app, sharingApi.orgFhir, async ({ caller, params, reply }) =>
    reply.type('application/fhir+json').send(JSON.stringify(await orgShareFhir(deps, caller, params.id))),
  );
  route(app, sharingApi.orgList, ({ caller }) => listOrgShares(deps, caller));
  route(app, sharingApi.orgRead, ({ caller, params }) => readOrgShare(deps, caller, params.id));
};
