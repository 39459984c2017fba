import { lastNameMatches } from '../subject';
import { flagged, verified, type SourceChecker } from './source';

/**
 * Education (NSC-style degree verification): every degree the clinician listed must be confirmed by the
 * clearinghouse; one the school has not reported (NO_RECORD) or still checks by hand (PENDING) is flagged.
 */
export const educationChecker: SourceChecker = {
  source: 'education',
  applies: (subject) => subject.education.length > 0,
  async check({ adapters }, subject) {
    const answers = [];
    for (const entry of subject.education) {
      answers.push(
        await adapters.education.verifyDegree({
          firstName: subject.firstName,
          lastName: subject.lastName,
          institutionName: entry.institutionName,
          ...(entry.institutionCode ? { institutionCode: entry.institutionCode } : {}),
          degree: entry.degree,
          ...(entry.graduationYear ? { graduationYear: entry.graduationYear } : {}),
        }),
      );
    }
    const evidence = { degrees: answers };
    if (answers.some((answer) => answer.status === 'PENDING')) return flagged('education.pending', evidence);
    if (answers.some((answer) => answer.status !== 'CONFIRMED' || !answer.record))
      return flagged('education.not-found', evidence);
    if (answers.some((answer) => !lastNameMatches(subject, answer.record!.last_name)))
      return flagged('education.name-mismatch', evidence);
    return verified(evidence);
  },
};
