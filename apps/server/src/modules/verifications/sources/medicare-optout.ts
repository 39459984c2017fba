import { flagged, verified, type SourceChecker } from './source';

/**
 * The CMS Medicare opt-out file, by NPI: a clinician who opted out cannot bill Medicare while the opt-out
 * runs, which the organization must know, so a row for the NPI is flagged; none verifies. The evidence is
 * the file's SHA-256 and date, and the row when there is one.
 */
export const medicareOptOutChecker: SourceChecker = {
  source: 'medicare_optout',
  applies: (subject) => subject.npi !== null,
  async check({ adapters, today }, subject) {
    const { record, snapshot } = await adapters.medicareOptOut.screenNpi(subject.npi!);
    const evidence = { snapshot, row: record?.raw ?? null };
    const running = record && (!record.endDate || record.endDate >= today);
    return running ? flagged('medicare.opted-out', evidence) : verified(evidence);
  },
};
