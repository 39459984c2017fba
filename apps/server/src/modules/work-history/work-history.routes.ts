import { workHistoryApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { createEntry, deleteEntry, listWorkHistory, updateEntry } from './entries.service';
import { dismissPrefillOfCaller, prefillOfCaller } from './prefill.service';
import { calculateGaps, progressSteps, requirementOfCaller } from './requirement.service';

/**
 * The professional-history calls (spec 000 §4, §7 "Work history", "Resume and gaps"; decision 019), each
 * registered from its contract in packages/shared/src/api/work-history.ts. The entries are the
 * self-attested list work_history|history that POST /api/training also appends to.
 */
export const workHistoryRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  route(app, workHistoryApi.requirement, ({ caller, params }) =>
    requirementOfCaller(deps.db, caller, params.id),
  );
  route(app, workHistoryApi.calculateGaps, ({ caller, body }) => calculateGaps(deps, caller, body));
  route(app, workHistoryApi.progressSteps, ({ caller, query }) =>
    progressSteps(deps, caller, query.app_req_id),
  );
  route(app, workHistoryApi.list, ({ caller, query }) => listWorkHistory(deps, caller, query.app_req_id));
  route(app, workHistoryApi.create, ({ caller, body }) => createEntry(deps, caller, body));
  route(app, workHistoryApi.update, ({ caller, body }) => updateEntry(deps, caller, body));
  route(app, workHistoryApi.remove, ({ caller, query }) => deleteEntry(deps, caller, query.id));
  route(app, workHistoryApi.prefill, ({ caller }) => prefillOfCaller(deps, caller));
  route(app, workHistoryApi.dismissPrefill, ({ caller }) => dismissPrefillOfCaller(deps, caller));
};
