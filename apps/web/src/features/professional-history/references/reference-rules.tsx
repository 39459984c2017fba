import type { ReferencesConfigData } from '@credence/shared';
import { useTranslation } from 'react-i18next';

/**
 * What the references must be (001 §5): able to speak to the look-back, and with the locum-tenens rules who
 * may be one, who is preferred and who may not.
 */
export function ReferenceRules({ config }: { config: ReferencesConfigData }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="ph-intro">{t('references.look-back', { n: config.look_back_years })}</p>
      {config.locum_tenens && (
        <ul className="ph-rules">
          <li>{t('locum-reference.who')}</li>
          <li>{t('locum-reference.preferred')}</li>
          <li>{t('locum-reference.not-allowed')}</li>
        </ul>
      )}
    </>
  );
}
