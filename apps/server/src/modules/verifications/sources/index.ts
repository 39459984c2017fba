import type { VerificationSource } from '@credence/shared';
import { boardCertChecker } from './board-cert';
import { deaChecker } from './dea';
import { educationChecker } from './education';
import { exclusionsChecker } from './exclusions';
import { rnLicenseChecker, stateLicenseChecker } from './licenses';
import { medicareOptOutChecker } from './medicare-optout';
import { nppesChecker } from './nppes';
import type { SourceChecker } from './source';

/**
 * Every primary source a clinician is checked against, in the order their jobs are queued. The exclusion
 * lists are one source: one screening runs every list (modules/exclusions).
 */
export const SOURCE_CHECKERS: readonly SourceChecker[] = [
  nppesChecker,
  stateLicenseChecker(),
  rnLicenseChecker,
  deaChecker,
  boardCertChecker,
  educationChecker,
  medicareOptOutChecker,
  exclusionsChecker,
];

export const checkerOf = (source: VerificationSource): SourceChecker | undefined =>
  SOURCE_CHECKERS.find((checker) => checker.source === source);
