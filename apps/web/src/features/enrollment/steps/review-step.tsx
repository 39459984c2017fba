import {
  enrollmentStepIdSchema,
  isEnrollHash,
  isStepComplete,
  paths,
  selfAttestedErrors,
} from '@credence/shared';
import type { EnrollmentStepId, WordingKey } from '@credence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Form } from '#web/components/form';
import { VisuallyHidden } from '#web/components/ui';
import { isApiError } from '#web/lib/api-client';
import { loginRedirect } from '#web/lib/auth';
import { PERSONAL_INFO_KEY } from '#web/lib/personal-info';
import { afterEnrollmentDestination, finishEnrollment } from '../api/finish';
import { selfAttestedQueryKey } from '../api/self-attested';
import { useEnrollmentRegistry } from '../wizard/registry-context';
import { STEP_FAILURE } from '../wizard/profile-data';
import { StepActions } from '../wizard/step-form';
import { DefaultStepSummary } from './step-summary';
import type { EnrollmentStepProps } from './types';

/** The review's groups, in order; a step shows in the group that names it, if the clinician has it. */
export const REVIEW_GROUPS: readonly { id: string; title: WordingKey; steps: readonly EnrollmentStepId[] }[] =
  [
    {
      id: 'personal',
      title: 'enroll.review.group.personal',
      steps: ['name', 'dob', 'pob', 'citizenship', 'ssn'],
    },
    { id: 'contact', title: 'enroll.review.group.contact', steps: ['address', 'mobile-number'] },
    {
      id: 'professional',
      title: 'enroll.review.group.professional',
      steps: ['provider-type', 'npi', 'ncsbn-id', 'specialty', 'state-licenses', 'dea', 'training', 'alias'],
    },
    {
      id: 'identity',
      title: 'enroll.review.group.identity',
      steps: ['identity-check', 'identity-verification'],
    },
  ];

/** The review has no fields: Finish checks the steps on the server. */
const NOTHING_TO_CHECK = z.object({});

const stepIdOf = (candidate: string): EnrollmentStepId | undefined => {
  const parsed = enrollmentStepIdSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
};

/** The steps an enroll.incomplete answer names (each detail's path or message), in wizard order. */
export function unfinishedStepsOf(error: unknown, steps: readonly EnrollmentStepId[]): EnrollmentStepId[] {
  if (!isApiError(error)) return [];
  const named = new Set(
    error.details.flatMap(({ path, message }) =>
      [path, path.split('.').at(-1) ?? '', message].map(stepIdOf).filter((id) => id !== undefined),
    ),
  );
  return steps.filter((step) => named.has(step));
}

/**
 * Everything entered, grouped (personal, address and contact, professional, identity), each step with a
 * link back to it; the SSN shows masked. Finish marks enrolment finished and goes on by the post-login order;
 * when the server finds steps unfinished, it lists them with links.
 */
export function ReviewStep(props: EnrollmentStepProps) {
  const { t } = useTranslation();
  const registry = useEnrollmentRegistry();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [unfinished, setUnfinished] = useState<EnrollmentStepId[]>([]);
  const unfinishedRef = useRef<HTMLDivElement>(null);
  const unfinishedTitle = useId();

  useEffect(() => {
    if (unfinished.length > 0) unfinishedRef.current?.focus();
  }, [unfinished, attempt]);

  const shown = REVIEW_GROUPS.map((group) => ({
    ...group,
    steps: group.steps.filter((step) => props.steps.includes(step)),
  })).filter((group) => group.steps.length > 0);

  const stepLink = (step: EnrollmentStepId, label: ReactNode) => (
    <a
      href={paths.enroll(isEnrollHash(step) ? step : undefined)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        props.goTo(step);
      }}
    >
      {label}
    </a>
  );

  // A failure other than unfinished steps is thrown on: <Form> says it (and keeps the page as it is).
  const finish = async () => {
    setAttempt((count) => count + 1);
    setUnfinished([]);
    try {
      await finishEnrollment();
      await queryClient.invalidateQueries({ queryKey: PERSONAL_INFO_KEY });
      queryClient.removeQueries({ queryKey: selfAttestedQueryKey });
      const destination = await afterEnrollmentDestination(loginRedirect.read());
      loginRedirect.clear();
      await navigate(destination, { replace: true });
    } catch (error) {
      console.error(error);
      if (isApiError(error) && error.code === selfAttestedErrors.enrollIncomplete) {
        const named = unfinishedStepsOf(error, props.steps);
        const local = props.steps.filter(
          (step) => step !== 'review' && !isStepComplete(step, props.values, props.progress),
        );
        setUnfinished(named.length > 0 ? named : local);
        if (named.length === 0 && local.length === 0)
          throw new Error('Enrolment incomplete: no step named', { cause: error });
      } else throw error;
    }
  };

  return (
    <Form
      schema={NOTHING_TO_CHECK}
      defaultValues={{}}
      failure={STEP_FAILURE}
      onSubmit={finish}
      className="enroll-form"
      alertClassName="enroll-alert enroll-alert--error"
    >
      {unfinished.length > 0 && (
        <div
          ref={unfinishedRef}
          className="error-summary"
          role="alert"
          tabIndex={-1}
          aria-labelledby={unfinishedTitle}
        >
          <h3 className="error-summary__title" id={unfinishedTitle}>
            {t('enroll.review.incomplete')}
          </h3>
          <ul className="error-summary__list">
            {unfinished.map((step) => (
              <li key={step}>{stepLink(step, t(`enroll.step.${step}`))}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="enroll-intro">{t('enroll.review.intro')}</p>
      {shown.map((group) => (
        <section
          key={group.id}
          className="enroll-review__group"
          aria-labelledby={`enroll-review-${group.id}`}
        >
          <h3 id={`enroll-review-${group.id}`}>{t(group.title)}</h3>
          <dl className="enroll-summary">
            {group.steps.map((step) => {
              const Summary = registry[step]?.summary ?? DefaultStepSummary;
              const title = t(`enroll.step.${step}`);
              return (
                <div className="enroll-summary__row" key={step}>
                  <dt className="enroll-summary__key">{title}</dt>
                  <dd className="enroll-summary__value">
                    <Summary
                      stepId={step}
                      values={props.values}
                      providerTypes={props.providerTypes}
                      progress={props.progress}
                    />
                  </dd>
                  <dd className="enroll-summary__action">
                    {stepLink(
                      step,
                      <>
                        {t('enroll.review.change')} <VisuallyHidden>{title}</VisuallyHidden>
                      </>,
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
      <StepActions
        onBack={props.onBack}
        submitLabel={t('enroll.review.finish')}
        savingLabel={t('enroll.review.finishing')}
      />
    </Form>
  );
}
