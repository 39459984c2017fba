import type { ShareVerification } from '@credence/shared';
import { useTranslation } from 'react-i18next';

/** Who in the group opened or downloaded the share, and when, oldest first (this open included). */
export function ShareLog({ log }: { log: ShareVerification['log'] }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <h4 id="console-share-log">{t('console.panel.log')}</h4>
      <ol className="console__log" aria-labelledby="console-share-log">
        {log.map((entry, index) => (
          <li key={index}>
            {entry.kind === 'downloaded' && entry.what
              ? t('console.panel.log.downloaded-what', {
                  what: entry.what,
                  by: entry.by ?? '—',
                  date: when(entry.at),
                })
              : t(`console.panel.log.${entry.kind}`, { by: entry.by ?? '—', date: when(entry.at) })}
          </li>
        ))}
      </ol>
    </>
  );
}
