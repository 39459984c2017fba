import type { VerifiedItem, WalletSection } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { idVerificationSetting, useAuth } from '#web/lib/auth';
import { useHolderSubscriptions } from '../api/holder-subscriptions';
import { usePersonalSummary } from '../api/personal-summary';
import { useWalletCompleteness } from '../api/wallet-completeness';
import { enrolmentIsOpen, placeToAdd, placeToVerify } from '../section-places';
import type { SectionPlaceFacts } from '../section-places';
import { CompletenessRing } from './completeness-ring';
import { SectionError, Skeleton } from './section-states';

/** One missing section: a link to where it can be added today, or plain words saying why not. */
function MissingSection({ section, facts }: { section: WalletSection; facts: SectionPlaceFacts }) {
  const { t } = useTranslation();
  const name = t(`wallet.section.${section}`);
  const place = placeToAdd(section, facts);
  if (place.kind === 'link') return <Link to={place.to}>{name}</Link>;
  return (
    <span className="completeness__unavailable">
      {t(
        place.kind === 'when-asked'
          ? 'dashboard.completeness.when-asked'
          : 'dashboard.completeness.coming-soon',
        {
          section: name,
        },
      )}
    </span>
  );
}

/** One verified item not in the wallet yet: a link to where it is added (an offer to review, identity...). */
function MissingVerifiedItem({
  item,
  facts,
}: {
  item: { key: VerifiedItem; offered: boolean };
  facts: SectionPlaceFacts;
}) {
  const { t } = useTranslation();
  const name = t(`wallet.verified.${item.key}`);
  const place = placeToVerify(item, facts);
  if (place.kind !== 'link')
    return (
      <span className="completeness__unavailable">
        {t('dashboard.completeness.when-asked', { section: name })}
      </span>
    );
  return (
    <Link to={place.to}>{item.offered ? t('dashboard.completeness.offered', { item: name }) : name}</Link>
  );
}

export function CompletenessCard() {
  const { t } = useTranslation();
  const completeness = useWalletCompleteness();
  const summary = usePersonalSummary().data;
  const subscriptions = useHolderSubscriptions().data;
  const { currentActor } = useAuth();
  const missing = completeness.data?.sections.filter((section) => !section.complete) ?? [];
  const unverified = completeness.data?.verified?.filter((item) => !item.complete) ?? [];
  const facts: SectionPlaceFacts = {
    // Until personal_info answers, enrolment counts as closed: better no link than one that bounces back.
    enrollOpen:
      summary !== undefined &&
      enrolmentIsOpen({
        idVerification: idVerificationSetting(currentActor),
        enrollmentStatus: summary.enrollmentStatus,
        forceEnroll: summary.forceEnroll,
      }),
    appReqId: subscriptions?.find((subscription) => subscription.app_req_id)?.app_req_id ?? null,
  };

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
          {missing.length === 0 && unverified.length === 0 ? (
            <p>{t('dashboard.completeness.done')}</p>
          ) : (
            <div className="completeness__next">
              <p className="completeness__missing-title" id="completeness-missing">
                {t('dashboard.completeness.missing')}
              </p>
              <ul className="completeness__missing" aria-labelledby="completeness-missing">
                {missing.map((section) => (
                  <li key={section.key}>
                    <MissingSection section={section.key} facts={facts} />
                  </li>
                ))}
                {unverified.map((item) => (
                  <li key={`verified-${item.key}`}>
                    <MissingVerifiedItem item={item} facts={facts} />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
