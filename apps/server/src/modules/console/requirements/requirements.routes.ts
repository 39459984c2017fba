import { consoleRequirementsApi as api } from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '#server/lib/contract-route';
import type { ModuleDeps } from '#server/module-deps';
import { assignTask, clinicianFile, reviewTask } from './clinician-file.service';
import {
  createRequirementSet,
  requirementOptions,
  requirementSet,
  updateRequirementSet,
} from './requirement-sets.service';

/** Requirement sets, a clinician's file, tasks and submissions in the console (issue 18, decision 055). */
export const consoleRequirementsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  route(app, api.requirementOptions, async () => requirementOptions());
  route(app, api.requirement, ({ caller, params }) => requirementSet(deps, caller, params.id));
  route(app, api.createRequirement, ({ caller, body }) => createRequirementSet(deps, caller, body));
  route(app, api.updateRequirement, ({ caller, params, body }) =>
    updateRequirementSet(deps, caller, params.id, body),
  );
  route(app, api.clinician, ({ caller, params }) => clinicianFile(deps, caller, params.id));
  route(app, api.assignTask, ({ caller, params, body }) =>
    assignTask(deps, caller, params.id, body.template_id),
  );
  route(app, api.acceptTask, ({ caller, params }) => reviewTask(deps, caller, params.id, { accept: true }));
  route(app, api.returnTask, ({ caller, params, body }) =>
    reviewTask(deps, caller, params.id, { accept: false, message: body.message }),
  );
};
