import type { ExclusionCandidate } from '@credence/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#web/lib/api-client';
import { useDecideCandidate, useExclusions } from '../../api/monitoring';
import { CandidateItem } from './candidate-item';

type Decision = 'confirmed' | 'cleared';

/**
 * The group's exclusion candidates (decision 056): the open ones to confirm or clear, then the group's
 * decisions. After a decision both lists are read again, so the candidate moves from open to decided.
 */
export function ExclusionCandidates({ canDecide }: { canDecide: boolean }) {
  const { t } = useTranslation();
  const candidates = useExclusions();
  const decide = useDecideCandidate();
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');

  // A 400 goes back to the decision's form (its details sit beside the note); the others are said here.
  const onDecide = async (candidate: ExclusionCandidate, body: { decision: Decision; note?: string }) => {
    const words = { name: candidate.clinician.name, list: t(`console.monitoring.list.${candidate.source}`) };
    setDone('');
    setProblem('');
    try {
      await decide.mutateAsync({ id: candidate.id, ...body });
      setDone(t(`console.monitoring.done.${body.decision}`, words));
    } catch (error) {
      if (isApiError(error) && error.status === 400) throw error;
      setProblem(
        isApiError(error) && error.status === 404
          ? t('console.monitoring.decide-gone')
          : isApiError(error) && error.status === 409
            ? t('console.monitoring.decide-conflict')
            : t('console.monitoring.decide-failed'),
      );
    }
  };

  const section = (key: 'open' | 'decided', items: ExclusionCandidate[]) => (
    <ul className="console__list" aria-label={t(`console.monitoring.${key}`)}>
      {items.map((candidate) => (
        <CandidateItem
          key={candidate.id}
          candidate={candidate}
          canDecide={canDecide}
          busy={decide.isPending}
          onDecide={(body) => onDecide(candidate, body)}
        />
      ))}
    </ul>
  );

  return (
    <section className="console__section" aria-labelledby="console-exclusions">
      <h2 id="console-exclusions">{t('console.monitoring.candidates')}</h2>
      <p>{t('console.monitoring.candidates-lead')}</p>
      <p role="status">{candidates.isPending ? t('console.loading') : done}</p>
      <p role="alert" className="console__problem">
        {problem}
      </p>
      {candidates.isError && <p>{t('console.load-failed')}</p>}
      {candidates.data && (
        <>
          <h3 id="console-exclusions-open">{t('console.monitoring.open')}</h3>
          {candidates.data.open.length === 0 ? (
            <p>{t('console.monitoring.open-empty')}</p>
          ) : (
            section('open', candidates.data.open)
          )}
          {candidates.data.decided.length > 0 && (
            <>
              <h3>{t('console.monitoring.decided')}</h3>
              {section('decided', candidates.data.decided)}
            </>
          )}
        </>
      )}
    </section>
  );
}
