import type { ExclusionCandidate } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { DecisionForm } from './decision-form';

type Decision = 'confirmed' | 'cleared';

/** The list row as published: every field with a value, in the list's own column names. */
function ListRow({ row }: { row: Record<string, unknown> }) {
  const fields = Object.entries(row).filter(
    ([, value]) => value !== null && value !== undefined && String(value).trim() !== '',
  );
  return (
    <dl className="console__fields console__row">
      {fields.map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One exclusion candidate: the clinician, the list, how it matched and its score, the list row, the
 * clinician's "not me" statement, the group's decision; Confirm and Clear for those who may decide (an
 * identifier match is already an exclusion: the server refuses a decision on it, so none is offered).
 */
export function CandidateItem({
  candidate,
  canDecide,
  busy,
  onDecide,
}: {
  candidate: ExclusionCandidate;
  canDecide: boolean;
  busy: boolean;
  onDecide: (body: { decision: Decision; note?: string }) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const name = candidate.clinician.name;
  const list = t(`console.monitoring.list.${candidate.source}`);
  const { decision, not_me: notMe, snapshot } = candidate;
  const offered: Decision[] =
    !canDecide || candidate.basis === 'identifier'
      ? []
      : decision
        ? [decision.decision === 'confirmed' ? 'cleared' : 'confirmed']
        : ['confirmed', 'cleared'];
  return (
    <li className="console__item">
      <div className="console__item-main">
        <strong>{name}</strong>
        <span>
          {t('console.monitoring.match', {
            list,
            basis: t(`console.monitoring.basis.${candidate.basis}`),
            score: Math.round(candidate.score * 100),
          })}
        </span>
        <span>
          {snapshot
            ? t('console.monitoring.snapshot', {
                date: date(snapshot.fetched_at),
                sha: snapshot.sha256.slice(0, 12),
              })
            : t('console.monitoring.no-snapshot')}
        </span>
        {candidate.row ? (
          <details>
            <summary>{t('console.monitoring.row', { list })}</summary>
            <ListRow row={candidate.row} />
          </details>
        ) : (
          <span>{t('console.monitoring.no-row')}</span>
        )}
        {notMe && (
          <div className="console__warning">
            <p>{t('console.monitoring.not-me', { statement: notMe.statement })}</p>
            {notMe.at && <p>{t('console.monitoring.not-me-at', { date: date(notMe.at) })}</p>}
            {notMe.has_document && <p>{t('console.monitoring.not-me-document')}</p>}
          </div>
        )}
        {decision && (
          <span className={`console__state console__state--${decision.decision}`}>
            {t(`console.monitoring.decision.${decision.decision}`, {
              date: date(decision.at),
              by: decision.by ?? t('console.monitoring.by-unknown'),
            })}
          </span>
        )}
        {decision?.note && (
          <p className="console__note">{t('console.monitoring.decision-note', { note: decision.note })}</p>
        )}
      </div>
      {offered.length > 0 && (
        <DecisionForm offered={offered} list={list} name={name} busy={busy} onDecide={onDecide} />
      )}
    </li>
  );
}
