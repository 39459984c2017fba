import { isExcluded, samExclusionStatus } from '@credence/shared';
import type { WordingKey } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '#web/components/ui';
import { stateFromCredentialName } from './credential-values';
import type { CatalogueCredential } from './credential-values';

export type ExclusionType = 'odm' | 'sam' | 'oig_hhs' | 'ofac' | 'cms';

const MESSAGES: Record<ExclusionType, { excluded: WordingKey; clear: WordingKey }> = {
  odm: { excluded: 'exclusion.odm.excluded', clear: 'exclusion.odm.clear' },
  sam: { excluded: 'exclusion.sam.excluded', clear: 'exclusion.sam.clear' },
  oig_hhs: { excluded: 'exclusion.oig.excluded', clear: 'exclusion.oig.clear' },
  ofac: { excluded: 'exclusion.ofac.excluded', clear: 'exclusion.ofac.clear' },
  // The Medicare opt-out list carries the same list of matched records (domain/wallet-credentials.ts).
  cms: { excluded: 'credential.cms.opted-out', clear: 'credential.cms.clear' },
};

/** The list (or the single value) a screening answered: `exclusions` in the credential's data. */
const exclusionsOf = (data: Readonly<Record<string, unknown>>) => {
  const value = data.exclusions;
  return Array.isArray(value) || typeof value === 'string' ? value : null;
};

/**
 * An exclusion check's result (001 §2): an empty list means not excluded; 'excluded' or any value other than
 * 'False' means excluded (isExcluded in packages/shared). The Medicaid message names the state taken from
 * the credential's name; SAM also shows its status word. A finding is an icon and a sentence, never colour.
 */
export function ExclusionResult({
  type,
  credential,
}: {
  type: ExclusionType;
  credential: CatalogueCredential;
}) {
  const { t } = useTranslation();
  const exclusions = exclusionsOf(credential.data);
  const excluded = isExcluded(exclusions);
  const message = MESSAGES[type][excluded ? 'excluded' : 'clear'];
  const state = stateFromCredentialName(credential.name);
  // The matched records: text as the source wrote it, or a record's filled-in values.
  const matches = (Array.isArray(exclusions) ? exclusions : [])
    .map((entry) =>
      entry !== null && typeof entry === 'object'
        ? Object.entries(entry as Record<string, unknown>)
            .filter(([, value]) => value !== null && value !== '' && typeof value !== 'object')
            .map(([key, value]) => `${key}: ${String(value)}`)
            .join(' · ')
        : String(entry ?? '').trim(),
    )
    .filter(Boolean);
  return (
    <div className="credential-form exclusion-result">
      <p className="exclusion-result__status">
        <StatusBadge tone={excluded ? 'error' : 'verified'} icon={excluded ? 'alert' : 'check'}>
          {type === 'sam'
            ? t(`exclusion.sam.status.${samExclusionStatus(exclusions)}`)
            : type === 'cms'
              ? t(excluded ? 'credential.cms.status.opted-out' : 'credential.cms.status.clear')
              : t(excluded ? 'credential.exclusion.excluded' : 'credential.exclusion.clear')}
        </StatusBadge>
      </p>
      <p className="exclusion-result__message">{t(message, { state })}</p>
      {matches.length > 0 && (
        <>
          <h4>{t('credential.exclusion.matches')}</h4>
          <ul className="exclusion-result__matches">
            {matches.map((entry, index) => (
              <li key={index}>{entry}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
