import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepNotice } from './use-history-editor';

/**
 * The step's notice. A problem is an alert that takes focus (each time it is shown); news goes to a polite
 * live region that is always there, so screen readers hear it without losing their place.
 */
export function StepNoticeView({ notice, alerts }: { notice: StepNotice | null; alerts: number }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (alerts > 0) box.current?.focus();
  }, [alerts]);

  return (
    <>
      <div role="status" className={notice?.tone === 'status' ? 'ph-alert ph-alert--info' : 'ph-live'}>
        {notice?.tone === 'status' ? notice.message : ''}
      </div>
      {notice?.tone === 'alert' && (
        <div ref={box} className="ph-alert ph-alert--error" role="alert" tabIndex={-1}>
          {notice.title && <p className="ph-alert__title">{t(notice.title)}</p>}
          {notice.items.length === 1 && !notice.title ? (
            <p>{t(notice.items[0]!)}</p>
          ) : (
            <ul>
              {notice.items.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
