import { paths } from '@credence/shared';
import type { WordingKey } from '@credence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ProcessingAnimation } from '#web/components/ui';
import { errorMessageKey, isApiError } from '#web/lib/api-client';
import { nextAfterSignIn } from '#web/lib/next-after-sign-in';
import { PERSONAL_INFO_KEY } from '#web/lib/personal-info';
import { useAcceptInvitation } from '../api/holder-subscriptions';
import { isInviteId, useInviteDocument, type InviteDocument } from '../api/invite-document';

function InviteNotFound() {
  const { t } = useTranslation();
  return (
    <div className="page stack">
      <h1>{t('invite.not-found-title')}</h1>
      <p>{t('invite.not-found')}</p>
      <p>
        <Link to={paths.actionCenter()}>{t('invite.go-to-dashboard')}</Link>
      </p>
    </div>
  );
}

/**
 * After joining, on to where sign-in would have gone had the invitation not stopped it (000 §2): the
 * organization's consent forms, then enrolment (marked in progress) for a new clinician, else the action
 * center (decision 059).
 */
function GoOn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [going, setGoing] = useState(false);
  const goOn = async () => {
    setGoing(true);
    const path = await nextAfterSignIn().catch(() => paths.actionCenter());
    await queryClient.invalidateQueries({ queryKey: PERSONAL_INFO_KEY });
    void navigate(path);
  };
  return (
    <p>
      <button type="button" className="button button--primary" disabled={going} onClick={() => void goOn()}>
        {t('invite.continue')}
      </button>
    </p>
  );
}

const acceptProblem = (error: unknown): WordingKey =>
  isApiError(error) && error.status === 404 ? 'invite.not-found' : errorMessageKey(error);

function Invitation({ invite }: { invite: InviteDocument }) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  const organization = invite.organization.name;
  const joined = accept.data;
  return (
    <div className="page stack">
      {invite.organization.logo ? (
        <img
          className="account-logo"
          src={invite.organization.logo}
          alt={t('auth.organization.logo', { organization })}
        />
      ) : null}
      <h1>{t('invite.title', { organization })}</h1>
      {invite.first_name ? <p>{t('invite.greeting', { name: invite.first_name })}</p> : null}
      <p className="lead">{t('invite.intro', { organization })}</p>
      <p>{t('invite.meaning', { organization })}</p>
      {joined ? (
        <>
          <p className="account-notice account-notice--success" role="status">
            {t(joined.status === 'active' ? 'invite.accepted' : 'invite.pending', { organization })}
          </p>
          <GoOn />
        </>
      ) : (
        <>
          {accept.isError ? (
            <p className="account-notice account-notice--error" role="alert">
              {t(acceptProblem(accept.error))}
            </p>
          ) : null}
          <div>
            <button
              type="button"
              className="button button--primary"
              disabled={accept.isPending}
              onClick={() => accept.mutate(invite.id)}
            >
              {t(accept.isPending ? 'invite.accepting' : 'invite.accept')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

/** /accept-invite?invite_id= (000 §2): what joining the organization means, and the button that joins. */
export function AcceptInvitePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const inviteId = search.get('invite_id');
  const invite = useInviteDocument(inviteId);
  if (!isInviteId(inviteId) || invite.isError) return <InviteNotFound />;
  if (!invite.data) {
    return (
      <div className="page stack">
        <h1>{t('invite.accept')}</h1>
        <ProcessingAnimation state="running" messages={[t('invite.loading')]} />
      </div>
    );
  }
  return <Invitation invite={invite.data} />;
}
