import { paths } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWalletCompleteness } from '../api/wallet-completeness';
import { CompletenessRing } from './completeness-ring';
import { SectionError, Skeleton } from './section-states';

export function CompletenessCard() {
  const { t } = useTranslation();
  const completeness = useWalletCompleteness();
  const missing = completeness.data?.sections.filter((section) => !section.complete) ?? [];

  return (
    <section
      className="dashboard__card"
      aria-labelledby="completeness-title"
      aria-busy={completeness.isPending}
    >
      <h2 id="completeness-title">{t('dashboard.completeness.title')}</h2>
      {completeness.isPending && <Skeleton lines={2} />}
      {completeness.isError && (
        <SectionError error={completeness.error} message={t('dashboard.completeness.error')} />
      )}
      {completeness.data && (
        <div className="completeness">
          <CompletenessRing percent={completeness.data.percent} />
          {missing.length === 0 ? (
            <p>{t('dashboard.completeness.done')}</p>
          ) : (
            <div className="completeness__next">
              <p className="completeness__missing-title">{t('dashboard.completeness.missing')}</p>
              <ul className="completeness__missing">
                {missing.map((section) => (
                  <li key={section.key}>{t(`wallet.section.${section.key}`)}</li>
                ))}
              </ul>
              <Link to={paths.personalInformation()}>{t('dashboard.completeness.next')}</Link>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
