import type { IdVerificationStatus, WordingKey } from '@credence/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '#web/components/ui';
import { putIdVerification, startVerification, type VerificationStarted } from './api/identity';
import { identityFailure } from './identity-errors';

export interface IdentityVerificationPanelProps {
  /** The actor's settings.id_verification as last read. */
  status: IdVerificationStatus;
  /** Reads the status again (the actor), after a change here or on the phone. */
  refresh: () => Promise<unknown>;
  /** POST /api/id_verify, or /api/verify_identity on the organization sign-in path. */
  startPath: '/api/id_verify' | '/api/verify_identity';
  /** Set when this page was opened from the cross-device link: this device is the phone. */
  crossDeviceToken?: string;
  headingLevel?: 2 | 3;
  /** Off on a page whose own heading already says it. */
  showTitle?: boolean;
}

type Where = 'here' | 'phone';

/**
 * Identity verification through the identity service: start, do your part on this device or on a phone
 * (the cross-device link), then the verdict: pending (carry on; credentials waiting for identity approval
 * stay usable), finished, or invalid with 'Verification error.' and a button to retry. When the phone
 * attempt failed, the cross-device wording offers to retry on the phone or continue on this device.
 */
export function IdentityVerificationPanel({
  status,
  refresh,
  startPath,
  crossDeviceToken,
  headingLevel = 2,
  showTitle = true,
}: IdentityVerificationPanelProps) {
  const { t } = useTranslation();
  const [started, setStarted] = useState<VerificationStarted | null>(null);
  const [where, setWhere] = useState<Where>('here');
  // The token of the round this phone page finishes: the link's, or a new round's after a retry here.
  const [token, setToken] = useState(crossDeviceToken);
  // The phone opened from the link joins the round the other device started: no start of its own.
  const joined = crossDeviceToken !== undefined && token === crossDeviceToken;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<WordingKey | null>(null);
  const [waitingOnPhone, setWaitingOnPhone] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  useEffect(() => {
    if (failure) notice.current?.focus();
  }, [failure]);

  const act = async (run: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await run();
    } catch (error) {
      console.error(error);
      setFailure(identityFailure(error));
    } finally {
      setBusy(false);
    }
  };

  const start = (next: Where) =>
    act(async () => {
      if (status === 'invalid') await putIdVerification({ status: 'not_started' });
      const round = await startVerification(startPath);
      // The status is read again first, so the next screen shows only once it can be used.
      await refresh();
      setStarted(round);
      setWhere(next);
      setWaitingOnPhone(false);
      if (crossDeviceToken) setToken(round.cross_device_token);
    });

  const finished = () =>
    act(async () => {
      await putIdVerification({ status: 'pending', ...(token ? { cross_device_token: token } : {}) });
      await refresh();
    });

  const checkPhone = () =>
    act(async () => {
      setWaitingOnPhone(false);
      await refresh();
      setWaitingOnPhone(true);
    });

  const button = (label: string, onClick: () => void, primary = false) => (
    <button
      type="button"
      className={primary ? 'button button--primary' : 'button'}
      aria-disabled={busy || undefined}
      onClick={onClick}
    >
      {label}
    </button>
  );

  let body;
  if (status === 'finished') {
    body = (
      <>
        <p>
          <StatusBadge tone="verified">{t('verification.status.verified')}</StatusBadge>
        </p>
        <p>{t('identity.verify.finished')}</p>
      </>
    );
  } else if (status === 'pending') {
    body = (
      <>
        <p>
          <StatusBadge tone="pending">{t('verification.status.pending')}</StatusBadge>
        </p>
        <p>{t('identity.verify.pending')}</p>
        <p className="muted">{t('share.pending-identity')}</p>
        <div className="identity-actions">
          {button(t('identity.verify.check-again'), () => void finished())}
        </div>
      </>
    );
  } else if (status === 'invalid') {
    body =
      where === 'phone' && !crossDeviceToken ? (
        <div className="enroll-alert enroll-alert--error">
          <p>{t('identity.cross-device-failure')}</p>
          <div className="identity-actions">
            {button(t('identity.retry-on-phone'), () => void start('phone'), true)}
            {button(t('identity.continue-here'), () => void start('here'))}
          </div>
        </div>
      ) : (
        <div className="enroll-alert enroll-alert--error">
          <p className="identity-error-title">
            <StatusBadge tone="error">{t('verification.error')}</StatusBadge>
          </p>
          <p>{t('verification.error-retry')}</p>
          <div className="identity-actions">
            {button(t('verification.retry'), () => void start('here'), true)}
          </div>
        </div>
      );
  } else if (!started && !joined) {
    body = (
      <>
        <p>{t('identity.verify.intro')}</p>
        <div className="identity-actions">
          {button(t('identity.verify.start'), () => void start('here'), true)}
        </div>
      </>
    );
  } else if (where === 'phone' && started) {
    body = (
      <>
        <p>{t('identity.verify.phone-instructions')}</p>
        <p className="identity-link">
          <a href={started.cross_device_url}>{started.cross_device_url}</a>
        </p>
        <p className="muted">
          {t('identity.verify.phone-expires', { minutes: Math.round(started.expires_in_seconds / 60) })}
        </p>
        {waitingOnPhone && (
          <p className="enroll-alert enroll-alert--info" role="status">
            {t('identity.verify.phone-waiting')}
          </p>
        )}
        <div className="identity-actions">
          {button(t('identity.verify.phone-done'), () => void checkPhone(), true)}
          {button(t('identity.continue-here'), () => setWhere('here'))}
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p>{t('identity.verify.here-instructions')}</p>
        <div className="identity-actions">
          {button(t('identity.verify.done'), () => void finished(), true)}
          {!crossDeviceToken && button(t('identity.verify.use-phone'), () => setWhere('phone'))}
        </div>
      </>
    );
  }

  return (
    <section
      className="identity-panel"
      {...(showTitle ? { 'aria-labelledby': headingId } : { 'aria-label': t('identity.verify.title') })}
    >
      {showTitle && (
        <Heading id={headingId} className="identity-panel__title">
          {t('identity.verify.title')}
        </Heading>
      )}
      {failure && (
        <div ref={notice} className="enroll-alert enroll-alert--error" role="alert" tabIndex={-1}>
          {t(failure)}
        </div>
      )}
      <div aria-live="polite">{body}</div>
      {busy && (
        <p className="muted" role="status">
          {t('identity.verify.working')}
        </p>
      )}
    </section>
  );
}
