import type { MalpracticePolicyRecord } from '@credence/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkHistory } from '../api/malpractice';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * /insurance: the policies GET /api/malpractice makes from the work-history positions' certificates of
 * insurance (decision 063, `from_position`), read only: they are edited with the position on
 * /professional-history. Each names its position (institution and dates). Shown only when there is one.
 */
export function PositionCertificates({ policies }: { policies: readonly MalpracticePolicyRecord[] }) {
  const { t } = useTranslation();
  const heading = useId();
  const history = useWorkHistory();
  if (policies.length === 0) return null;
  const positions = new Map(
    ((history.data?.history ?? []) as unknown as readonly Record<string, unknown>[]).map((entry) => [
      text(entry.id),
      [entry.institution, entry.start_date, entry.end_date].map(text).filter(Boolean).join(' · '),
    ]),
  );
  return (
    <section aria-labelledby={heading} className="stack">
      <h2 id={heading}>{t('insurance.certificates.title')}</h2>
      <p>{t('insurance.certificates.intro')}</p>
      <ul className="insurance-list">
        {policies.map((policy) => (
          <li key={policy.id} className="insurance-item">
            <h3 className="insurance-item__name">
              {positions.get(policy.from_position ?? '') || policy.display_name}
            </h3>
            <p>{t('insurance.certificates.document', { name: policy.document?.name ?? '' })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
