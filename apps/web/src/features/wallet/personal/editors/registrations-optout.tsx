import type { VerificationEntry } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { useVerifications } from '../../api/profile';

/** The date of the CMS file the check read (its evidence), else when the check ran; YYYY-MM-DD. */
function evidenceDate(entry: VerificationEntry): string | null {
  const evidence = entry.evidence as { snapshot?: { fetchedAt?: unknown } } | null;
  const fetched = evidence?.snapshot?.fetchedAt;
  const date = typeof fetched === 'string' ? fetched : entry.checked_at;
  return date ? date.slice(0, 10) : null;
}

const FINDING = {
  verified: 'wallet.registrations.optout-file.not-listed',
  flagged: 'wallet.registrations.optout-file.listed',
  pending: 'wallet.registrations.optout-file.pending',
  in_progress: 'wallet.registrations.optout-file.pending',
  error: 'wallet.registrations.optout-file.error',
} as const;

/**
 * What the CMS Medicare opt-out file says of the clinician's NPI (the medicare_optout verification,
 * apps/server/src/modules/verifications/sources/medicare-optout.ts), read only, with its evidence date.
 */
export function RegistrationsOptOutFile({ values }: { values: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation();
  const hasNpi =
    typeof values['identifiers|nppes_number'] === 'string' && values['identifiers|nppes_number'] !== '';
  const verifications = useVerifications();
  const entry = verifications.data?.verifications.find((item) => item.source === 'medicare_optout');
  const date = entry ? evidenceDate(entry) : null;
  let text: string;
  if (!hasNpi) text = t('wallet.registrations.optout-file.no-npi');
  else if (verifications.isPending) text = t('wallet.loading');
  else if (verifications.isError) text = t('wallet.registrations.optout-file.unavailable');
  else if (!entry) text = t('wallet.registrations.optout-file.not-checked');
  else text = t(FINDING[entry.status as keyof typeof FINDING] ?? FINDING.pending);
  return (
    <section className="editor-subsection" aria-labelledby="registrations-optout-file">
      <h3 id="registrations-optout-file">{t('wallet.registrations.optout-file.title')}</h3>
      <p>{text}</p>
      {hasNpi && entry && date && <p>{t('wallet.registrations.optout-file.as-of', { date })}</p>}
    </section>
  );
}
