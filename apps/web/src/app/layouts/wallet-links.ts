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
 * yet is not advertised; decision 028). Every wallet section is linked (issue 14: /credentials,
 * /verified-source-review, /personal-information, /your-data, /affiliations, /documents); the insurance page
 * is still a placeholder, so it is left out until its issue builds it. Enrolment is offered
 * only while the /enroll guard (000 §2) lets the clinician in; work history once per organization that asks
 * for it.
 */
export function walletLinks(facts: WalletLinkFacts): WalletLink[] {
  const links: WalletLink[] = [
    { id: 'dashboard', to: paths.v3Dashboard(), label: { key: 'navbar.dashboard' } },
    { id: 'credentials', to: paths.credentials(), label: { key: 'navbar.credentials' } },
    { id: 'review', to: paths.verifiedSourceReview(), label: { key: 'navbar.review' } },
    {
      id: 'personal-information',
      to: paths.personalInformation(),
      label: { key: 'navbar.personal-information' },
    },
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
  links.push(
    { id: 'affiliations', to: paths.affiliations(), label: { key: 'navbar.affiliations' } },
    {
      id: 'hospital-affiliations',
      to: paths.hospitalAffiliations(),
      label: { key: 'navbar.hospital-affiliations' },
    },
    { id: 'documents', to: paths.documents(), label: { key: 'navbar.documents' } },
    { id: 'your-data', to: paths.yourData(), label: { key: 'navbar.your-data' } },
  );
  links.push({
    id: 'notification-preferences',
    to: paths.notificationPreferences(),
    label: { key: 'navbar.notification-settings' },
  });
  return links;
}

/**
 * Where the navbar shows its links inline instead of behind the menu button: with the wallet's sections
 * (issue 14) the links, the bell and Sign out fit on one row beside the brand only from 100rem, so at
 * 1280 px they sit behind the menu button too (media queries cannot read custom properties).
 */
export const NAVBAR_DESKTOP_QUERY = '(min-width: 100rem)';
