import { consoleSettingsApi as api } from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '#server/lib/contract-route';
import type { ModuleDeps } from '#server/module-deps';
import { consentForms, samlSettings, updateSamlSettings } from './settings.service';

/** The group's SAML connection and consent forms in the console (issue 18, decision 061). */
export const consoleSettingsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  route(app, api.saml, ({ caller }) => samlSettings(deps, caller));
  route(app, api.updateSaml, ({ caller, body }) => updateSamlSettings(deps, caller, body));
  route(app, api.consentForms, ({ caller }) => consentForms(deps, caller));
};
