import { normalizeDea } from '@credence/shared';
import { flagged, verified, type SourceChecker } from './source';

/**
 * DEA registrations: every number the clinician attested must be registered to their NPI, pass the DEA check
 * digit (data-sources.md) and be unexpired; the registration's schedules and expiry are kept as evidence.
 */
export const deaChecker: SourceChecker = {
  source: 'dea',
  applies: (subject) =>
    subject.npi !== null && !subject.noLicense.dea && subject.licenses.some((l) => l.record_type === 'dea'),
  async check({ adapters, today }, subject) {
    const registrations = await adapters.fsmb.findDeaRegistrations({
      npi: subject.npi!,
      lastName: subject.lastName,
    });
    const evidence = { registrations };
    const expirations = registrations
      .filter((registration) => registration.expirationDate)
      .map((registration) => ({
        key: `dea:${registration.number}`,
        kind: 'dea' as const,
        label: `DEA registration ${registration.state}`,
        expires_on: registration.expirationDate!,
      }));
    for (const license of subject.licenses.filter((l) => l.record_type === 'dea')) {
      const registration = registrations.find((r) => r.number === normalizeDea(license.license_number));
      if (!registration) return flagged('dea.not-found', evidence, expirations);
      if (!registration.checkDigitValid) return flagged('dea.check-digit', evidence, expirations);
      if (!registration.expirationDate || registration.expirationDate < today)
        return flagged('dea.expired', evidence, expirations);
    }
    return verified(evidence, expirations);
  },
};
