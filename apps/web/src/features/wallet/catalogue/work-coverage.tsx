import { useTranslation } from 'react-i18next';

interface PolicySummary {
  id?: unknown;
  name?: unknown;
  policy_number?: unknown;
  effective_date?: unknown;
  expiration_date?: unknown;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * The professional-liability coverage policies of a work position (001 §3 `policies`), under the heading the
 * form carries; nothing when coverage was not claimed.
 */
export function CoveragePolicies({ data }: { data: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation();
  const policies = (Array.isArray(data.policies) ? data.policies : []).filter(
    (policy): policy is PolicySummary => policy !== null && typeof policy === 'object',
  );
  if (data.hasCoverage !== true || policies.length === 0) return null;
  return (
    <ul className="credential-form__policies" aria-label={t('credential.coverage.policies')}>
      {policies.map((policy, index) => (
        <li key={text(policy.id) || index}>
          {t('credential.coverage.policy', {
            carrier: text(policy.name) || t('credential.value.not-given'),
            number: text(policy.policy_number) || t('credential.value.not-given'),
            from: text(policy.effective_date) || '…',
            to: text(policy.expiration_date) || '…',
          })}
        </li>
      ))}
    </ul>
  );
}

/** Choosing no coverage resets the policy list (001 §4). */
export const withCoverageRule = (data: Record<string, unknown>): Record<string, unknown> =>
  data.hasCoverage === false ? { ...data, policies: [] } : data;
