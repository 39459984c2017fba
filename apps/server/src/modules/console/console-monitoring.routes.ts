import { consoleMonitoringApi } from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { decideCandidate, groupCandidates } from './monitoring/exclusion-review';
import { monitoringReport, reportCsv } from './monitoring/monitoring-report';

/** The console's monitoring: exclusion candidates and the monthly report (issue 18, decision 056). */
export const consoleMonitoringRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  route(app, consoleMonitoringApi.exclusions, ({ caller }) => groupCandidates(deps, caller));
  route(app, consoleMonitoringApi.decide, ({ caller, params, body }) =>
    decideCandidate(deps, caller, params.id, body.decision, body.note || null),
  );
  route(app, consoleMonitoringApi.report, ({ caller, query }) => monitoringReport(deps, caller, query.month));
  route(app, consoleMonitoringApi.reportCsv, async ({ caller, query, reply }) => {
    const csv = reportCsv(await monitoringReport(deps, caller, query.month));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="monitoring-${query.month}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
};
