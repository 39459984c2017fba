import { useMemo } from 'react';
import { usePersonalInfo } from '../../features/auth';
import { useHolderSubscriptions } from '../../features/dashboard';
import { idVerificationSetting, useAuth } from '../../lib/auth';
import { walletLinks } from './wallet-links';
import type { WalletLink } from './wallet-links';

/**
 * The header's wallet links for the signed-in clinician. Until the answers arrive (or if one fails) the links
 * that depend on them are left out rather than guessed: a link is offered only where it leads somewhere.
 */
export function useWalletLinks(): WalletLink[] {
  const { status, currentActor } = useAuth();
  const signedIn = status === 'signed-in';
  const personalInfo = usePersonalInfo({ enabled: signedIn });
  const subscriptions = useHolderSubscriptions({ enabled: signedIn });
  const info = personalInfo.data;
  return useMemo(
    () =>
      walletLinks({
        idVerification: idVerificationSetting(currentActor),
        enrollmentStatus: info?.enrollment_status,
        forceEnroll: info?.force_enroll ?? false,
        // Without the enrolment answer, /enroll might only bounce back to the dashboard: not offered yet.
        enrollKnown: info !== undefined,
        requirements: (subscriptions.data ?? []).flatMap((subscription) =>
          subscription.app_req_id
            ? [{ appReqId: subscription.app_req_id, organization: subscription.organization.name }]
            : [],
        ),
      }),
    [currentActor, info, subscriptions.data],
  );
}
