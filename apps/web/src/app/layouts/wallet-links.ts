import { enrollGuard, paths } from '@credence/shared';
import type { EnrollmentStatus, WordingKey } from '@credence/shared';

export interface WalletLink {
  id: string;
  to: string;
  /** The wording key of the link's name, and its values. */
  label: { key: WordingKey; values?: Record<string, string> };
}

export interface WalletLinkFacts {
  /** The actor's settings.id_verification. */
  idVerification: string | null;
  enrollmentStatus?: EnrollmentStatus;
  forceEnroll: boolean;
  /** Whether the personal information (enrolment status) has been read. */
  enrollKnown: boolean;
  /** The clinician's organizations that named an application requirement (their work history lives there). */
  requirements: readonly { appReqId: string; organization: string }[];
}

/**
 * The wallet sections the header offers: only pages that work today (DESIGN §7: a feature that is not there
 * yet is not advertised; decision 028). The credentials, documents, insurance and your-data pages are still
 * placeholders, so they are left out until their issues build them. Enrolment is offered only while the
 * /enroll guard (000 §2) lets the clinician in; work history once per organization that asks for it.
 */
export function walletLinks(facts: WalletLinkFacts): WalletLink[] {
  const links: WalletLink[] = [
    { id: 'dashboard', to: paths.v3Dashboard(), label: { key: 'navbar.dashboard' } },
  ];
  if (facts.enrollKnown && enrollGuard(facts) === null) {
    links.push({ id: 'enroll', to: paths.enroll(), label: { key: 'navbar.your-details' } });
  }
  const several = facts.requirements.length > 1;
  for (const { appReqId, organization } of facts.requirements) {
    links.push({
      id: `work-history-${appReqId}`,
      to: paths.professionalHistory(appReqId),
      label: several
        ? { key: 'navbar.work-history-for', values: { organization } }
        : { key: 'navbar.work-history' },
    });
  }
  links.push({
    id: 'notification-preferences',
    to: paths.notificationPreferences(),
    label: { key: 'navbar.notification-settings' },
  });
  return links;
}

/**
 * Where the navbar shows its links inline instead of behind the menu button. Media queries cannot read
 * custom properties, so this repeats the 72rem breakpoint of navbar.css: below it the links, the bell and
 * Sign out do not fit on one row beside the brand.
 */
export const NAVBAR_DESKTOP_QUERY = '(min-width: 72rem)';
