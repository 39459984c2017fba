import type { ConsoleConsentForm } from '@credence/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** One consent form of the group: its current version, its settings and every version with signatures. */
export function ConsentFormItem({
  form,
  onEdit,
  onDelete,
}: {
  form: ConsoleConsentForm;
  onEdit?: () => void;
  /** Offered only for a form no clinician signed (any version): a signed one can only be made optional. */
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <li className="console__item" aria-labelledby={`${id}-name`}>
      <div className="console__item-main">
        <h2 id={`${id}-name`} className="console__item-title">
          {form.name}
        </h2>
        <p>
          {t('console.consent.version', { version: form.version })} ·{' '}
          {t(form.required ? 'console.consent.required-yes' : 'console.consent.required-no')} ·{' '}
          {t('console.consent.signed-count', { signed: form.signed, subscribed: form.subscribed })}
        </p>
        <p>
          {form.requirements.length === 0
            ? t('console.consent.sets-all')
            : t('console.consent.sets', { sets: form.requirements.map((set) => set.name).join(', ') })}
        </p>
        <details className="console__versions">
          <summary>{t('console.consent.versions', { count: form.versions.length })}</summary>
          <ol reversed>
            {form.versions.map((version) => (
              <li key={version.id}>
                <p>
                  <strong>{t('console.consent.version', { version: version.version })}</strong> ·{' '}
                  {version.superseded_at
                    ? t('console.consent.version-replaced', {
                        from: version.created_at.slice(0, 10),
                        to: version.superseded_at.slice(0, 10),
                      })
                    : t('console.consent.version-current', { from: version.created_at.slice(0, 10) })}{' '}
                  · {t('console.consent.version-signed', { count: version.signed })}
                </p>
                <p className="console__version-name">{version.name}</p>
                <blockquote className="console__body-quote">
                  {version.body ?? t('console.consent.no-text')}
                </blockquote>
              </li>
            ))}
          </ol>
        </details>
      </div>
      {onEdit && (
        <div className="console__actions">
          <button
            type="button"
            className="button"
            onClick={onEdit}
            aria-label={t('console.consent.edit', { name: form.name })}
          >
            {t('console.consent.edit-short')}
          </button>
          {onDelete && form.versions.every((version) => version.signed === 0) && (
            <button
              type="button"
              className="button"
              onClick={onDelete}
              aria-label={t('console.consent.delete', { name: form.name })}
            >
              {t('console.consent.delete-short')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
