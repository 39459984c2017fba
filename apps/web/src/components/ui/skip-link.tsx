import { useTranslation } from 'react-i18next';

/** The first focusable element of every page: jumps keyboard and screen-reader users past the header. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${target}`}>
      {t('shell.skip-to-content')}
    </a>
  );
}
