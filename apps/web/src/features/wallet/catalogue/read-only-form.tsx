import type { WordingKey } from '@credence/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, shownValue, valueAt } from './credential-values';
import type { SectionSpec } from './form-specs';

export interface ReadOnlyFieldsProps {
  sections: readonly SectionSpec[];
  data: Readonly<Record<string, unknown>>;
  /** More content shown at the end of the section with this heading (work forms' coverage policies). */
  appendTo?: { heading: WordingKey; content: ReactNode };
}

/**
 * A credential's values as a description list, section by section. A field without a value (or with a
 * hidden one) is left out rather than shown blank; a section left with nothing is left out too.
 */
export function ReadOnlyFields({ sections, data, appendTo }: ReadOnlyFieldsProps) {
  const { t } = useTranslation();
  const shown = sections.map((section) => ({
    section,
    rows: section.fields.flatMap((field) => {
      const value = shownValue(field, valueAt(data, field.key));
      if (value.kind === 'hidden') return [];
      return [
        {
          key: field.key,
          label: t(fieldLabelKey(field.key)),
          text: value.kind === 'wording' ? t(value.key) : value.text,
        },
      ];
    }),
  }));
  if (shown.every(({ section, rows }) => rows.length === 0 && !section.always)) {
    return <p className="credential-form__empty">{t('credential.no-details')}</p>;
  }
  return (
    <>
      {shown.map(({ section, rows }, index) =>
        rows.length === 0 && !section.always ? null : (
          <div className="credential-form__section" key={section.heading ?? index}>
            {section.heading && <h4>{t(section.heading)}</h4>}
            {rows.length === 0 ? (
              <p className="credential-form__empty">{t('credential.no-details')}</p>
            ) : (
              <dl className="credential-fields">
                {rows.map((row) => (
                  <div key={row.key}>
                    <dt>{row.label}</dt>
                    <dd>{row.text}</dd>
                  </div>
                ))}
              </dl>
            )}
            {appendTo && section.heading === appendTo.heading && appendTo.content}
          </div>
        ),
      )}
    </>
  );
}
