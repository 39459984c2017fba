import { enrollGuard, paths } from '@credence/shared';
import type { EnrollStepHash, VerifiedItem, WalletSection } from '@credence/shared';

/** Where a missing wallet section can be added today, or why it cannot (DESIGN §7: no link to a dead end). */
export type SectionPlace =
  | { kind: 'link'; to: string }
  | { kind: 'coming-soon' }
  /** Work history is kept per application requirement, so it needs an organization that asks for it. */
  | { kind: 'when-asked' };

export interface SectionPlaceFacts {
  /** Whether the /enroll guard (000 §2) lets the clinician into the wizard. */
  enrollOpen: boolean;
  /** An application requirement of one of the clinician's organizations, where work history is added. */
  appReqId: string | null;
}

/**
 * The wizard step that adds each enrolment section. The wizard opens a named step only when no step before
 * it is unfinished, else at the first unfinished one, so the link still lands where the work starts.
 * Identifiers and licenses have no step address of their own (their steps live at /enroll).
 */
const ENROLMENT_STEP: Partial<Record<WalletSection, EnrollStepHash | null>> = {
  name: 'name',
  date_of_birth: 'dob',
  citizenship: 'citizenship',
  social_security: 'ssn',
  address: 'address',
  mobile_number: 'mobile-number',
  identifiers: null,
  licenses: null,
};

/** Sections /personal-information edits (the wallet's own page), used once the wizard is closed. */
const PERSONAL_INFORMATION_SECTIONS: ReadonlySet<WalletSection> = new Set(['name', 'address', 'identifiers']);

export function placeToAdd(section: WalletSection, facts: SectionPlaceFacts): SectionPlace {
  if (section === 'work_history') {
    return facts.appReqId
      ? { kind: 'link', to: paths.professionalHistory(facts.appReqId) }
      : { kind: 'when-asked' };
  }
  const step = ENROLMENT_STEP[section];
  // The wizard's step comes first: it checks and looks up what it asks (an NPI against NPPES).
  if (step !== undefined && facts.enrollOpen) return { kind: 'link', to: paths.enroll(step ?? undefined) };
  if (PERSONAL_INFORMATION_SECTIONS.has(section)) return { kind: 'link', to: paths.personalInformation() };
  // Education has no page that adds it yet; the others only the wizard adds.
  return { kind: 'coming-soon' };
}

/** The /enroll guard's answer for the signed-in clinician: null means the wizard would let them in. */
export const enrolmentIsOpen = (input: Parameters<typeof enrollGuard>[0]) => enrollGuard(input) === null;

/**
 * Where a verified item that is not in the wallet yet is added (decision 042): an offer waiting for review is
 * accepted on /verified-source-review, which also shows the sources still being checked; identity is verified
 * on /verify-identity; a verifier's confirmation of the work history is asked in the verifications step.
 */
export function placeToVerify(
  item: { key: VerifiedItem; offered: boolean },
  facts: Pick<SectionPlaceFacts, 'appReqId'>,
): SectionPlace {
  if (item.offered) return { kind: 'link', to: paths.verifiedSourceReview() };
  if (item.key === 'identity') return { kind: 'link', to: paths.verifyIdentity() };
  if (item.key === 'work_history') {
    return facts.appReqId
      ? { kind: 'link', to: paths.professionalHistory(facts.appReqId, 'verifications') }
      : { kind: 'when-asked' };
  }
  return { kind: 'link', to: paths.verifiedSourceReview() };
}
