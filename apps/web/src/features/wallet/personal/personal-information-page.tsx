import { useTranslation } from 'react-i18next';
import { useSelfAttested } from '../api/profile';
import { ProfileSectionCard } from './profile-section-card';
import { profileSections } from './profile-sections';
import { CARD_EDITORS } from './editors/section-editors';
import '../wallet.css';

/**
 * /personal-information: the self-attested profile section by section, the typed sections editable through
 * POST /api/self_attested (which keeps each change's history on the server; no call reads it back yet).
 */
export function PersonalInformationPage() {
  const { t } = useTranslation();
  const profile = useSelfAttested();
  return (
    <div className="wallet">
      <h1>{t('wallet.personal.title')}</h1>
      <p className="lead">{t('wallet.personal.intro')}</p>
      {profile.isPending && <p aria-busy="true">{t('wallet.loading')}</p>}
      {profile.isError && (
        <p className="wallet__alert" role="alert">
          {t('wallet.personal.error')}
        </p>
      )}
      {profile.data && (
        <div className="wallet__cards">
          {profileSections(profile.data, Object.keys(CARD_EDITORS)).map((group) => {
            const Editor = CARD_EDITORS[group.section];
            return Editor ? (
              <Editor key={group.section} profile={profile.data} />
            ) : (
              <ProfileSectionCard key={group.section} group={group} values={profile.data} />
            );
          })}
        </div>
      )}
    </div>
  );
}
