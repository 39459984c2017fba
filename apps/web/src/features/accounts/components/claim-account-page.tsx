import type { WordingKey } from '@credence/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ProcessingAnimation } from '#web/components/ui';
import { errorMessageKey } from '#web/lib/api-client';
import { checkClaim, consumeClaim } from '../api/claim-account';

/**
 * /claim-account?hash&nonce (000 §2, §7): checks the link (GET), uses it up (PUT), then loads the one-time
 * set-password page the server answered, as a full page. The route guard already sent a link without hash
 * or nonce back to /.
 */
export function ClaimAccountPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const hash = search.get('hash') ?? '';
  const nonce = search.get('nonce') ?? '';
  const [problem, setProblem] = useState<WordingKey | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once only: the claim is single use, and React's strict double effect would spend it twice.
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const resetUri = await checkClaim({ hash, nonce });
        await consumeClaim({ hash, nonce });
        window.location.assign(resetUri);
      } catch (error) {
        setProblem(errorMessageKey(error)); // claim.invalid, .expired, .used have their own wording
      }
    })();
  }, [hash, nonce]);

  return (
    <div className="page stack">
      <h1>{t('claim.title')}</h1>
      {problem ? (
        <div className="stack">
          <div className="account-notice account-notice--error" role="alert">
            <h2>{t('claim.problem-title')}</h2>
            <p>{t(problem)}</p>
          </div>
          <p>
            <Link to="/">{t('claim.sign-in')}</Link>
          </p>
        </div>
      ) : (
        <ProcessingAnimation state="running" messages={[t('claim.working')]} />
      )}
    </div>
  );
}
