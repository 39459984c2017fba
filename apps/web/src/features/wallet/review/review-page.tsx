import { paths } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCredentialList } from '../api/credentials';
import { DisputeNote } from '../credentials/credential-facts';
import { OfferReview } from './offer-review';
import { awaitsReview, reviewProgress } from './review-progress';
import '../wallet.css';

/** /verified-source-review: what the sources said, to accept or dispute item by item (issue 14). */
export function ReviewPage() {
  const { t } = useTranslation();
  const list = useCredentialList();
  const credentials = list.data?.credentials ?? [];
  const offers = credentials.filter(awaitsReview);
  const disputed = credentials.filter((credential) => credential.dispute);
  const progress = reviewProgress(credentials);
  const checking = list.data?.in_progress ?? [];

  return (
    <div className="wallet">
      <h1>{t('wallet.review.title')}</h1>
      <p className="lead">{t('wallet.review.intro')}</p>
      {list.isPending && <p aria-busy="true">{t('wallet.loading')}</p>}
      {list.isError && (
        <p className="wallet__alert" role="alert">
          {t('wallet.credentials.error')}
        </p>
      )}
      {list.data && (
        <div className="review-progress">
          <p id="review-progress-label">{t('wallet.review.progress', { percent: progress.percent })}</p>
          <div
            className="review-progress__bar"
            role="progressbar"
            aria-labelledby="review-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
          >
            <div className="review-progress__fill" style={{ width: `${progress.percent}%` }} />
          </div>
        </div>
      )}
      {checking.length > 0 && (
        <p role="status">
          {t('wallet.review.still-checking', {
            sources: checking.map((check) => t(`verification.source.${check.source}`)).join(', '),
          })}
        </p>
      )}
      {list.data && offers.length === 0 && (
        <p className="wallet__callout" role="status">
          {progress.total === 0 ? t('wallet.review.nothing-yet') : t('wallet.review.complete')}{' '}
          <Link to={paths.credentials()}>{t('wallet.review.see-credentials')}</Link>
        </p>
      )}
      <div className="wallet__cards wallet__cards--single">
        {offers.map((credential) => (
          <OfferReview key={credential.id} credential={credential} />
        ))}
      </div>
      {disputed.length > 0 && (
        <section aria-labelledby="disputes-title" className="wallet__section">
          <h2 id="disputes-title">{t('wallet.review.disputes')}</h2>
          <ul className="wallet__disputes">
            {disputed.map((credential) => (
              <li key={credential.id}>
                <h3>{credential.name}</h3>
                {credential.dispute && <DisputeNote dispute={credential.dispute} />}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
