import { AFFILIATION_ANSWERS } from '@credence/shared';
import type { AffiliationAnswer } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { FieldGroup } from '#web/components/ui';

export interface AnswerQuestionProps {
  years: number;
  answer: AffiliationAnswer | null;
  onAnswer: (answer: AffiliationAnswer) => void;
}

/** 'Have you had hospital affiliations or privileges in the past {n} years?' Yes or No, saved as chosen. */
export function AnswerQuestion({ years, answer, onAnswer }: AnswerQuestionProps) {
  const { t } = useTranslation();
  const id = 'ph-affiliations-answer';
  return (
    <FieldGroup id={id} legend={t('affiliations.question', { n: years })} required className="ph-choices">
      {AFFILIATION_ANSWERS.map((value) => (
        <div className="ph-choice" key={value}>
          <input
            id={`${id}-${value}`}
            type="radio"
            name="has_affiliations"
            checked={answer === value}
            onChange={() => onAnswer(value)}
          />
          <label htmlFor={`${id}-${value}`}>{t(`affiliations.answer.${value}`)}</label>
        </div>
      ))}
    </FieldGroup>
  );
}
