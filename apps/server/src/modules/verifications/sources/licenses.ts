import type { ExpiringItem } from '@credence/shared';
import { toRnLicenseEntries } from '#server/adapters/nursys/nursys-adapter';
import type { StateLicense } from '#server/adapters/fsmb/fsmb-adapter';
import type { Subject } from '../subject';
import { flagged, verified, type SourceChecker, type SourceOutcome } from './source';

// Licenses: physicians and PAs through FSMB (or a state board's own adapter where one is configured), nurses
// through Nursys by NCSBN id. A license counts when the source says it is active and not past its expiry;
// every license the clinician attested must be among them, or a person reviews it.

const NURSING = new Set(['NP', 'CRNA', 'CNM', 'CNS', 'RN']);

/** A state board's own look-up, used instead of FSMB for its state when configured. */
export interface StateBoardAdapter {
  readonly state: string;
  findLicense(query: { licenseNumber: string; lastName: string }): Promise<StateLicense | null>;
}

const attested = (subject: Subject, type: string) =>
  subject.licenses.filter((license) => license.record_type === type);

const key = (state: string, number: string) =>
  `${state.toUpperCase()}|${number.toUpperCase().replace(/\s/g, '')}`;

const expiring = (
  kind: ExpiringItem['kind'],
  label: string,
  state: string,
  number: string,
  date: string | null,
) => (date ? [{ key: `${kind}:${key(state, number)}`, kind, label, expires_on: date }] : []);

/** Compares what the clinician said with the active licenses the source found. */
function judge(
  subject: Subject,
  type: 'state_license' | 'rn_license',
  active: { state: string; number: string }[],
  evidence: Record<string, unknown>,
  expirations: ExpiringItem[],
): SourceOutcome {
  const found = new Set(active.map((license) => key(license.state, license.number)));
  const missing = attested(subject, type).filter(
    (license) => !found.has(key(license.state, license.license_number)),
  );
  if (active.length === 0) return flagged('license.none-active', evidence, expirations);
  if (missing.length > 0) return flagged('license.attested-not-found', evidence, expirations);
  return verified(evidence, expirations);
}

export const stateLicenseChecker = (boards: readonly StateBoardAdapter[] = []): SourceChecker => ({
  source: 'state_license',
  applies: (subject) =>
    subject.npi !== null && !NURSING.has(subject.occupation ?? '') && !subject.noLicense.state,
  async check({ adapters, today }, subject) {
    const fromFsmb = await adapters.fsmb.findStateLicenses({ npi: subject.npi!, lastName: subject.lastName });
    const fromBoards: StateLicense[] = [];
    for (const board of boards) {
      for (const license of attested(subject, 'state_license').filter((l) => l.state === board.state)) {
        const found = await board.findLicense({
          licenseNumber: license.license_number,
          lastName: subject.lastName,
        });
        if (found) fromBoards.push(found);
      }
    }
    const boardStates = new Set(boards.map((board) => board.state));
    const records = [...fromFsmb.filter((license) => !boardStates.has(license.state)), ...fromBoards];
    const active = records.filter(
      (license) => license.active && (!license.expirationDate || license.expirationDate >= today),
    );
    return judge(
      subject,
      'state_license',
      active.map((license) => ({ state: license.state, number: license.number })),
      { records },
      active.flatMap((l) =>
        expiring('license', `${l.state} ${l.licenseType} license`, l.state, l.number, l.expirationDate),
      ),
    );
  },
});

/** 000 §4: only active licenses become rn_license entries; the same rule decides what verifies. */
export const rnLicenseChecker: SourceChecker = {
  source: 'rn_license',
  applies: (subject) => subject.ncsbnId !== null && !subject.noLicense.rn,
  async check({ adapters, today }, subject) {
    const result = await adapters.nursys.lookupByNcsbnId(subject.ncsbnId!);
    const entries = toRnLicenseEntries(result);
    const licenses = result.licenses.filter(
      (license) =>
        entries.some(
          (entry) => entry.state === license.jurisdiction && entry.license_number === license.licenseNumber,
        ) &&
        (!license.expirationDate || license.expirationDate >= today),
    );
    return judge(
      subject,
      'rn_license',
      licenses.map((license) => ({ state: license.jurisdiction, number: license.licenseNumber })),
      { nurse: result },
      licenses.flatMap((l) =>
        expiring(
          'license',
          `${l.jurisdiction} ${l.licenseType} license`,
          l.jurisdiction,
          l.licenseNumber,
          l.expirationDate,
        ),
      ),
    );
  },
};
