import { lastNameMatches } from '../subject';
import { flagged, verified, type SourceChecker } from './source';

/**
 * NPPES: the number is active and names the clinician (current or a former last name; NPPES other names
 * count too). A number on the Deactivated NPI Report, or a record whose status is not 'A', alerts: the
 * registry drops deactivated numbers, so the report is where a deactivation shows.
 */
export const nppesChecker: SourceChecker = {
  source: 'nppes',
  applies: (subject) => subject.npi !== null,
  async check({ adapters }, subject) {
    const npi = subject.npi!;
    const [found, deactivation] = await Promise.all([
      adapters.nppes.lookupNpiRecord(npi),
      adapters.nppesDeactivation.findDeactivation(npi),
    ]);
    const evidence = {
      registry: { url_query: { number: npi, version: '2.1' }, record: found?.raw ?? null },
      deactivation_report: { snapshot: deactivation.snapshot, row: deactivation.record?.raw ?? null },
    };
    if (deactivation.record || (found && found.provider.status !== 'A')) {
      return flagged('nppes.deactivated', evidence, [], 'verification.notice.nppes-deactivated');
    }
    if (!found) return flagged('nppes.not-found', evidence);
    const names = [found.provider.lastName, ...found.provider.otherNames.map((name) => name.lastName)];
    if (!names.some((name) => lastNameMatches(subject, name)))
      return flagged('nppes.name-mismatch', evidence);
    return verified(evidence);
  },
};
