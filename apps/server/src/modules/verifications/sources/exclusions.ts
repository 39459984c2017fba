import { AdapterError } from '#server/adapters/http';
import { screenClinician } from '../../exclusions/screening';
import { flagged, verified, type SourceChecker } from './source';

/**
 * The exclusion and sanction lists (OIG LEIE, SAM, OFAC SDN, the state Medicaid lists; modules/exclusions,
 * decision 033), screened in SQL against the lists as loaded. Every clinician is screened. An identifier
 * match (excluded) or a name hit a person must review (candidate) is flagged with an alert; a screening with
 * only clear or automatically cleared rows verifies. When a list has never been loaded the screening did not
 * happen: the job fails and is retried (the monitoring pass loads due lists), never reported as clear.
 * Evidence: per list, its snapshot's SHA-256, date and origin, and the rows that matched.
 */
export const exclusionsChecker: SourceChecker = {
  source: 'exclusions',
  applies: () => true,
  async check({ screening }, subject) {
    const results = await screenClinician(screening, subject.userId);
    const missing = results.filter((result) => result.status === 'unavailable').map((r) => r.source);
    if (results.length === 0 || missing.length > 0)
      throw new AdapterError(
        'adapter.unavailable',
        'exclusions',
        `no snapshot loaded for ${missing.join(', ') || 'any list'}`,
      );
    const evidence = { lists: results.map(({ alerts: _alerts, ...result }) => result) };
    // Decisions are remembered per list row: only a new or changed row alerts again (the status stays
    // flagged while a candidate is open).
    const alert = results.some((result) => result.alerts.length > 0)
      ? ('verification.notice.exclusion-match' as const)
      : undefined;
    if (results.some((result) => result.status === 'excluded'))
      return flagged('exclusions.excluded', evidence, [], alert);
    if (results.some((result) => result.status === 'candidate'))
      return flagged('exclusions.candidate', evidence, [], alert);
    return verified(evidence);
  },
};
