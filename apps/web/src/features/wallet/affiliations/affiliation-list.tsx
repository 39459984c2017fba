import type { AffiliationEntry } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { ReadOnlyFields } from '../catalogue/read-only-form';
import { FORM_SPECS } from '../catalogue/form-specs';

/** Affiliations as the hospital_affiliation form shows them read-only (001 §2). */
export function AffiliationList({ affiliations }: { affiliations: readonly AffiliationEntry[] }) {
  const { t } = useTranslation();
  return (
    <ul className="wallet__cards affiliation-list">
      {affiliations.map((affiliation) => {
        const name = typeof affiliation.institution === 'string' ? affiliation.institution : '';
        return (
          <li key={affiliation.id} className="wallet-card">
            <h3>{name || t('wallet.affiliations.unnamed')}</h3>
            <div className="credential-form">
              <ReadOnlyFields sections={FORM_SPECS.hospital_affiliation ?? []} data={affiliation} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
