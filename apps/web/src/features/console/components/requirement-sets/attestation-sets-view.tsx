import { questionSetOf, type RequirementSet } from '@credence/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The question sets a requirement set asks: its attested_reqs and its question tasks' sets, once each. */
export const questionSetIdsOf = (set: RequirementSet) => [
  ...new Set([
    ...set.attested_reqs,
    ...set.task_templates.flatMap((template) => (template.question_set ? [template.question_set] : [])),
  ]),
];

/**
 * The questions of each attestation question set the requirement set asks, read-only: the sets are defined
 * by the product (packages/shared/src/schemas/question-sets.ts), so the web reads them from there.
 */
export function AttestationSetsView({ set }: { set: RequirementSet }) {
  const { t } = useTranslation();
  const id = useId();
  const questionSets = questionSetIdsOf(set).flatMap((setId) => questionSetOf(setId) ?? []);
  return (
    <section className="console__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('console.attestations.title')}</h2>
      <p>{t('console.attestations.lead')}</p>
      {questionSets.length === 0 && <p>{t('console.attestations.none')}</p>}
      {questionSets.map((questionSet) => (
        <details key={questionSet.id} className="console__panel">
          <summary>{t('console.attestations.show', { name: t(questionSet.title) })}</summary>
          <ol>
            {questionSet.questions.map((question) => (
              <li key={question.id}>
                <p>{t(question.label, question.labelParams)}</p>
                <p className="console__hint">
                  {t(
                    question.kind === 'yes_no'
                      ? 'console.attestations.kind-yes-no'
                      : 'console.attestations.kind-date',
                  )}
                  {question.required && <> · {t('console.attestations.required')}</>}
                  {question.kind === 'yes_no' && question.document && (
                    <> · {t('console.attestations.document')}</>
                  )}
                  {question.kind === 'yes_no' && question.lookBackYears !== undefined && (
                    <> · {t('console.attestations.window', { years: question.lookBackYears })}</>
                  )}
                </p>
              </li>
            ))}
          </ol>
        </details>
      ))}
    </section>
  );
}
