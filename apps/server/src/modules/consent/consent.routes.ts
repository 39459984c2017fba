import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { getConsentForms, signConsentForms } from './consent.service';

const formsSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      document_key: z.string(),
      name: z.string(),
      subscriber_group: z.string(),
      subscriber_group_name: z.string(),
      required: z.boolean(),
      signed: z.boolean(),
      signed_at: z.string().nullable(),
    }),
  ),
});

export const consentRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/api/consent_form',
    {
      config: { access: { action: 'get_subscriptions' } },
      schema: {
        tags: ['consent'],
        summary: "Consent forms of the clinician's organizations, with required and signed flags",
        response: { 200: formsSchema },
      },
    },
    async (request) => ({ data: await getConsentForms(deps, request.auth!.userId) }),
  );

  app.post(
    '/api/consent_form',
    {
      config: { access: { action: 'sign_consent' } },
      schema: {
        tags: ['consent'],
        summary: 'Signs consent forms by document key',
        body: z.object({ document_keys: z.array(z.string().min(1).max(200)).min(1).max(50) }),
        response: { 200: formsSchema },
      },
    },
    async (request) => ({
      data: await signConsentForms(deps, {
        userId: request.auth!.userId,
        documentKeys: [...new Set(request.body.document_keys)],
        origin: auditOrigin(request),
      }),
    }),
  );
};
