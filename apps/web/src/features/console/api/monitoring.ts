import { consoleApi, consoleMonitoringApi, type ExclusionCandidate } from '@credence/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery, fetchEndpointFile } from '#web/lib/api-endpoint';
import { save } from './received';

// The console's monitoring (packages/shared/src/api/console-monitoring.ts, decisions 056 and 057): exclusion
// candidates to confirm or clear, and the monthly monitoring report with its CSV download.

export const useExclusions = () => useQuery(endpointQuery(consoleMonitoringApi.exclusions, {}));

/** The month's report; the previous month's rows stay shown while another month loads. */
export const useMonitoringReport = (month: string | null) =>
  useQuery({
    ...endpointQuery(consoleMonitoringApi.report, { query: { month: month ?? '' } }),
    enabled: month !== null,
    placeholderData: keepPreviousData,
  });

/** Confirms or clears a candidate with its note (decision 062); the candidates and the roster (its "action needed") are read again. */
export function useDecideCandidate() {
  const client = useQueryClient();
  return useMutation<
    ExclusionCandidate,
    unknown,
    { id: string; decision: 'confirmed' | 'cleared'; note?: string }
  >({
    mutationFn: ({ id, ...body }) => callEndpoint(consoleMonitoringApi.decide, { params: { id }, body }),
    onSettled: () =>
      Promise.all(
        [consoleMonitoringApi.exclusions, consoleApi.roster].map((c) =>
          client.invalidateQueries({ queryKey: endpointKey(c) }),
        ),
      ),
  });
}

/** Downloads the month's report as CSV (the server audits the read per clinician). */
export async function monitoringCsvDownload(month: string) {
  const csv = await fetchEndpointFile(consoleMonitoringApi.reportCsv, { query: { month } });
  save(csv, `monitoring-${month}.csv`);
}

/** The current month in UTC, YYYY-MM (the report's months are UTC months). */
export const currentMonth = (now = new Date()) => now.toISOString().slice(0, 7);
