import type { VerificationSource } from '@credence/shared';
import { boardCertChecker } from './board-cert';
import { deaChecker } from './dea';
import { educationChecker } from './education';
import { rnLicenseChecker, stateLicenseChecker } from './licenses';
import { medicareOptOutChecker } from './medicare-optout';
import { nppesChecker } from './nppes';
import type { SourceChecker } from './source';

/**
 * Every primary source a clinician is checked against, in the order their jobs are queued.
 *
 * Exclusion screening (OIG LEIE, SAM, OFAC SDN, state Medicaid) is built in modules/exclusions, which exports
 * `screenClinician(deps, userId)`; it joins here as one more checker when the two are merged (a source name
 * in VERIFICATION_SOURCES, and a `check` that calls screenClinician and maps its result). Until then this
 * list holds no exclusion checker: nothing here pretends a screening ran.
 */
export const SOURCE_CHECKERS: readonly SourceChecker[] = [
  nppesChecker,
  stateLicenseChecker(),
  rnLicenseChecker,
  deaChecker,
  boardCertChecker,
  educationChecker,
  medicareOptOutChecker,
];

export const checkerOf = (source: VerificationSource): SourceChecker | undefined =>
  SOURCE_CHECKERS.find((checker) => checker.source === source);
