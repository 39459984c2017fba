import { useTranslation } from 'react-i18next';
import { useFieldLabel } from './field-label';
import { useVerifierPresentations } from './oid4vc-api';

/** On /shares: every presentation to an outside verifier (OpenID4VP), with exactly the claims disclosed. */
export function VerifierPresentations() {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const list = useVerifierPresentations();
  if (!list.data?.length) return null;
  return (
    <section aria-labelledby="verifier-presentations" className="share-section">
      <h2 id="verifier-presentations">{t('oid4vp.activity.title')}</h2>
      {list.data.map((presentation) => (
        <article key={presentation.id} className="share-card">
          <h3 className="present-verifier">
            {t('oid4vp.activity.presented-on', {
              verifier: presentation.verifier.name,
              date: new Date(presentation.presented_at).toLocaleDateString(),
            })}
          </h3>
          {presentation.credentials.map((credential) => (
            <div key={credential.credential_id}>
              <p>{t('share.activity.fields-of', { name: credential.name })}</p>
              <ul>
                {credential.disclosed.map((field) => (
                  <li key={field}>{label(field)}</li>
                ))}
              </ul>
              {credential.omitted.length > 0 && (
                <p>
                  {t('share.activity.left-out')}: {credential.omitted.map(label).join(', ')}
                </p>
              )}
            </div>
          ))}
        </article>
      ))}
    </section>
  );
}
