import { type ConsoleClinician } from '@credence/shared';
import { isWordingKey } from '#web/lib/i18n';
import { useTranslation } from 'react-i18next';

/** Where each item of the requirement stands (the clinician's own pre-share checklist, without values). */
export function ChecklistSection({ checklist }: { checklist: ConsoleClinician['checklist'] }) {
  const { t } = useTranslation();
  const label = (kind: string, key: string) => {
    const wording = `issuer.vct.${key}`;
    return kind === 'credential' && isWordingKey(wording) ? t(wording) : key;
  };
  const status = (value: string) => {
    const wording = `console.file.item.${value}`;
    return isWordingKey(wording) ? t(wording) : value;
  };
  return (
    <section className="console__section" aria-labelledby="file-checklist">
      <h2 id="file-checklist">{t('console.file.checklist')}</h2>
      <p>
        {t(checklist.ready ? 'console.file.ready' : 'console.file.not-ready', {
          days: checklist.window_days,
        })}
      </p>
      <ul className="console__list">
        {checklist.items
          .filter((item) => item.kind === 'credential')
          .map((item) => (
            <li key={`${item.kind}-${item.key}`} className="console__item">
              <span>{label(item.kind, item.key)}</span>
              <span className={`console__state console__state--item-${item.status}`}>
                {status(item.status)}
              </span>
            </li>
          ))}
      </ul>
    </section>
  );
}
