import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/ui';

/**
 * The data-bank notice (001 §2 npdb): the response is never shown to the practitioner, only to the
 * subscribers they permit (001 §6); what they can do instead.
 */
export function NpdbNotice() {
  const { t } = useTranslation();
  return (
    <div className="credential-form npdb-notice">
      <p>
        <Icon name="info" /> {t('npdb.notice')}
      </p>
      <p>{t('npdb.self-query')}</p>
    </div>
  );
}
