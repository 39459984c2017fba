import { consoleSettingsApi as api } from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '#server/lib/contract-route';
import type { ModuleDeps } from '#server/module-deps';
import {
  consentForms,
  createConsentForm,
  deleteConsentForm,
  updateConsentForm,
} from './consent-forms.service';
import { samlSettings, updateSamlSettings } from './settings.service';

/** The group's SAML connection and consent forms in the console (issue 18, decisions 061, 062). */
export const consoleSettingsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  route(app, api.saml, ({ caller }) => samlSettings(deps, caller));
  route(app, api.updateSaml, ({ caller, body }) => updateSamlSettings(deps, caller, body));
  route(app, api.consentForms, ({ caller }) => consentForms(deps, caller));
  route(app, api.createConsentForm, ({ caller, body }) => createConsentForm(deps, caller, body));
  route(app, api.updateConsentForm, ({ caller, params, body }) =>
    updateConsentForm(deps, caller, params.id, body),
  );
  route(app, api.deleteConsentForm, ({ caller, params }) => deleteConsentForm(deps, caller, params.id));
};
