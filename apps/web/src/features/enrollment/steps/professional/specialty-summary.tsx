import { selfAttestedKey as key } from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DefaultStepSummary } from '../step-summary';
import type { StepSummaryProps } from '../types';
import { getSpecialties } from './api/lookups';

/** The review's line for the specialty: its name from the taxonomy list, else the saved code as it is. */
export function SpecialtySummary(props: StepSummaryProps) {
  const { t } = useTranslation();
  const code = props.values[key('basic_info', 'specialty_code')];
  const named = useQuery({
    queryKey: ['specialty', code],
    queryFn: () => getSpecialties({ q: String(code) }),
    enabled: typeof code === 'string' && code !== '',
    staleTime: Infinity,
    retry: false,
  });
  const option = named.data?.find((candidate) => candidate.code === code);
  if (!option) return <DefaultStepSummary {...props} />;
  return (
    <span className="enroll-summary__line">
      {t('enroll.specialty.option', { specialty: option.display, code: option.code })}
    </span>
  );
}
