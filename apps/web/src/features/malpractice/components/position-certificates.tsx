import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkHistory } from '../api/malpractice';

interface Certificate {
  key: string;
  position: string;
  name: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The certificates of insurance attached to the positions' coverage (decision 046's `policies`). */
function certificatesOf(history: readonly Record<string, unknown>[]): Certificate[] {
  const found: Certificate[] = [];
  for (const entry of history) {
    if (entry.type === 'gap' || !Array.isArray(entry.policies)) continue;
    const position = [entry.institution, entry.start_date, entry.end_date]
      .map(text)
      .filter(Boolean)
      .join(' · ');
    for (const policy of entry.policies as unknown[]) {
      if (typeof policy !== 'object' || policy === null) continue;
      const document = (policy as { document?: unknown }).document;
      if (typeof document !== 'object' || document === null) continue;
      const { id, name } = document as { id?: unknown; name?: unknown };
      if (typeof id !== 'string') continue;
      found.push({ key: `${text(entry.id)}|${id}`, position, name: text(name) });
    }
  }
  return found;
}

/**
 * /insurance: the professional-liability coverage documents of the work-history positions (issue 15, the
 * certificate of insurance of 001 §5), read only; they are edited with the position on /professional-history.
 * Shown only when a position has one.
 */
export function PositionCertificates() {
  const { t } = useTranslation();
  const heading = useId();
  const history = useWorkHistory();
  const certificates = certificatesOf(
    (history.data?.history ?? []) as unknown as readonly Record<string, unknown>[],
  );
  if (certificates.length === 0) return null;
  return (
    <section aria-labelledby={heading} className="stack">
      <h2 id={heading}>{t('insurance.certificates.title')}</h2>
      <p>{t('insurance.certificates.intro')}</p>
      <ul className="insurance-list">
        {certificates.map((certificate) => (
          <li key={certificate.key} className="insurance-item">
            <h3 className="insurance-item__name">{certificate.position}</h3>
            <p>{t('insurance.certificates.document', { name: certificate.name })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
