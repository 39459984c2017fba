import { isValidDea, normalizeDea } from '@credence/shared';
import { deaLastName } from '#server/adapters/dea/dea-adapter';
import { lastNameMatches } from '../subject';
import { flagged, verified, type SourceChecker } from './source';

/**
 * DEA registrations: every number the clinician attested must pass the DEA check digit (data-sources.md), be
 * registered to them (the registrant's last name) and be unexpired; schedules and expiry are kept as evidence.
 */
export const deaChecker: SourceChecker = {
  source: 'dea',
  applies: (subject) => !subject.noLicense.dea && subject.licenses.some((l) => l.record_type === 'dea'),
  async check({ adapters, today }, subject) {
    const numbers = subject.licenses
      .filter((license) => license.record_type === 'dea')
      .map((license) => normalizeDea(license.license_number));
    const registrations = [];
    for (const number of numbers) {
      registrations.push({
        number,
        record: isValidDea(number) ? await adapters.dea.findRegistration(number) : null,
      });
    }
    const evidence = { registrations };
    const expirations = registrations.flatMap(({ number, record }) =>
      record?.expirationDate
        ? [
            {
              key: `dea:${number}`,
              kind: 'dea' as const,
              label: `DEA registration ${record.stateCode}`,
              expires_on: record.expirationDate,
            },
          ]
        : [],
    );
    for (const { number, record } of registrations) {
      if (!isValidDea(number)) return flagged('dea.check-digit', evidence, expirations);
      if (!record) return flagged('dea.not-found', evidence, expirations);
      if (!lastNameMatches(subject, deaLastName(record)))
        return flagged('dea.name-mismatch', evidence, expirations);
      if (!record.expirationDate || record.expirationDate < today)
        return flagged('dea.expired', evidence, expirations);
    }
    return verified(evidence, expirations);
  },
};
