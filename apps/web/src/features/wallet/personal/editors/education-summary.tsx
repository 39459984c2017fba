import { useTranslation } from 'react-i18next';
import type { EducationValues } from './education-form';

/** The saved education, read only: each school with its degree and year, 'none', and the ECFMG number. */
export function EducationSummary({ values }: { values: EducationValues }) {
  const { t } = useTranslation();
  return (
    <>
      {values.list.length === 0 ? (
        <p className="credential-form__empty">
          {values.graduate_attested_none ? t('wallet.education.said-none') : t('wallet.education.empty')}
        </p>
      ) : (
        <ul className="education-list">
          {values.list.map((entry, index) => (
            <li key={index}>
              <strong>{entry.institution.name}</strong>
              {[entry.degree_level, entry.graduation_year].filter(Boolean).length > 0 &&
                `, ${[entry.degree_level, entry.graduation_year].filter(Boolean).join(', ')}`}
              {entry.highest_practicing_degree && ` (${t('wallet.education.highest-mark')})`}
            </li>
          ))}
        </ul>
      )}
      {values.ecfmg_number && (
        <p>
          {t('wallet.education.field.ecfmg')}: {values.ecfmg_number}
        </p>
      )}
    </>
  );
}
