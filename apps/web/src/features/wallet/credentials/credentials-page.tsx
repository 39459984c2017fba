import { CREDENTIAL_CATEGORIES, credentialCategoryFor, paths } from '@credence/shared';
import type { Credential } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCredentialList } from '../api/credentials';
import { CredentialCard } from './credential-card';
import '../wallet.css';

/** Offers wait on the review page; declined and failed items are not the clinician's credentials. */
const inWallet = (credential: Credential) => !['offered', 'declined', 'failed'].includes(credential.status);

/** /credentials: the wallet's credentials by category, each with its state and its form (issue 14). */
export function CredentialsPage() {
  const { t } = useTranslation();
  const list = useCredentialList();
  const credentials = list.data?.credentials ?? [];
  const offers = credentials.filter((credential) => credential.status === 'offered').length;
  const held = credentials.filter(inWallet);
  const groups = CREDENTIAL_CATEGORIES.map((category) => ({
    category,
    items: held.filter((credential) => credentialCategoryFor(credential) === category),
  })).filter((group) => group.items.length > 0);

  return (
    <div className="wallet">
      <h1>{t('wallet.credentials.title')}</h1>
      <p className="lead">{t('wallet.credentials.intro')}</p>
      {list.isPending && <p aria-busy="true">{t('wallet.loading')}</p>}
      {list.isError && (
        <p className="wallet__alert" role="alert">
          {t('wallet.credentials.error')}
        </p>
      )}
      {offers > 0 && (
        <p className="wallet__callout">
          <Link to={paths.verifiedSourceReview()}>
            {t('wallet.credentials.offers-waiting', { count: offers })}
          </Link>
        </p>
      )}
      {(list.data?.in_progress.length ?? 0) > 0 && (
        <section aria-labelledby="in-progress-title" className="wallet__section">
          <h2 id="in-progress-title">{t('wallet.credentials.in-progress')}</h2>
          <ul>
            {list.data?.in_progress.map((check) => (
              <li key={`${check.source}-${check.job_id ?? ''}`}>
                {t(`verification.source.${check.source}`)}: {t(`verification.status.${check.status}`)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {list.data && held.length === 0 && <p>{t('wallet.credentials.empty')}</p>}
      {groups.map(({ category, items }) => (
        <section key={category} aria-labelledby={`category-${category}`} className="wallet__section">
          <h2 id={`category-${category}`}>{t(`wallet.category.${category}`)}</h2>
          <div className="wallet__cards">
            {items.map((credential) => (
              <CredentialCard key={credential.id} credential={credential} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
