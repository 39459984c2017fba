import type { MonitoringCheck, MonitoringReport } from '@credence/shared';
import type { Caller } from '#server/lib/caller';
import { audit } from '../../audit/audit.service';
import { csvOf } from './csv';
import { listGroupDecisions } from './exclusion-review.repository';
import type { MonitoringDeps } from './exclusion-review';
import { groupOf } from '../staff-group';

// The monthly monitoring report (issue 18, decision 056; NCQA asks for monthly monitoring of exclusions and
// sanctions): for each clinician actively subscribed to the group, every source checked in the month (UTC),
// with the list snapshot (SHA-256 and date) it was screened against or, for a record source, the time of the
// primary-source record; a clinician with no check in the month is listed as not checked.

const iso = (value: Date | string) => new Date(value).toISOString();

function monthRange(month: string) {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, mon - 1, 1)), to: new Date(Date.UTC(year, mon, 1)) };
}

export async function monitoringReport(
  deps: MonitoringDeps,
  caller: Caller,
  month: string,
): Promise<MonitoringReport> {
  const groupId = groupOf(caller);
  const { from, to } = monthRange(month);
  const clinicians = groupId
    ? await deps.db
        .selectFrom('subscriptions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['u.id', 'u.first_name', 'u.last_name'])
        .where('s.subscriber_group_id', '=', groupId)
        .where('s.status', '=', 'active')
        .orderBy('u.last_name')
        .orderBy('u.first_name')
        .orderBy('u.id')
        .execute()
    : [];
  const ids = clinicians.map((c) => c.id);
  const checks = ids.length
    ? await deps.db
        .selectFrom('verification_checks')
        .selectAll()
        .where('user_id', 'in', ids)
        .where('checked_at', '>=', from)
        .where('checked_at', '<', to)
        .orderBy('checked_at')
        .orderBy('id')
        .execute()
    : [];
  // The group's standing decision on each clinician's candidate of a list, shown beside that list's checks.
  const decisions = new Map(
    (groupId ? await listGroupDecisions(deps.db, groupId, ids) : []).map((row) => [
      `${row.user_id} ${row.source}`,
      row,
    ]),
  );
  const out: MonitoringCheck[] = [];
  for (const clinician of clinicians) {
    const name = [clinician.first_name, clinician.last_name].filter(Boolean).join(' ');
    const own = checks.filter((check) => check.user_id === clinician.id);
    if (own.length === 0)
      out.push({
        clinician: { name },
        source: '',
        list: null,
        snapshot_sha256: null,
        snapshot_date: null,
        checked_at: '',
        result: 'not_checked',
        method: null,
        decision: null,
        decision_note: null,
      });
    for (const check of own) {
      const decided = check.list ? decisions.get(`${clinician.id} ${check.list}`) : undefined;
      out.push({
        clinician: { name },
        source: check.source,
        list: check.list,
        snapshot_sha256: check.snapshot_sha256,
        snapshot_date: check.snapshot_fetched_at ? iso(check.snapshot_fetched_at) : null,
        checked_at: iso(check.checked_at),
        result: check.status,
        method: check.method,
        decision: decided?.decision ?? null,
        decision_note: decided?.note ?? null,
      });
    }
  }
  for (const userId of ids)
    await audit(deps.db, caller.origin, {
      action: 'console.monitoring.report',
      outcome: 'success',
      user_id: caller.userId,
      target_type: 'user',
      target_id: userId,
      details: { group: groupId, month },
    });
  return { month, clinicians: clinicians.length, checks: out };
}

export const REPORT_CSV_HEADER = [
  'clinician',
  'source',
  'list',
  'snapshot_sha256',
  'snapshot_date',
  'checked_at',
  'result',
  'method',
  'decision',
  'decision_note',
] as const;

/** The report as CSV, every cell quoted and made safe from formula injection. */
export const reportCsv = (report: MonitoringReport) =>
  csvOf(
    REPORT_CSV_HEADER,
    report.checks.map((c) => [
      c.clinician.name,
      c.source,
      c.list,
      c.snapshot_sha256,
      c.snapshot_date,
      c.checked_at,
      c.result,
      c.method,
      c.decision,
      c.decision_note,
    ]),
  );
