import { useTranslation } from 'react-i18next';

/** Says where a prefilled value came from ('From NPPES'), so the clinician can tell it from what they typed. */
export function SourceTag({ source }: { source: string }) {
  const { t } = useTranslation();
  return <span className="enroll-source">{t('enroll.prefill.from', { source })}</span>;
}
