import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepDefinition } from './step-flow-model';
import { StepTracker } from './step-tracker';
import { useStepFlow } from './use-step-flow';
import type { UseStepFlowOptions } from './use-step-flow';
import './step-flow.css';

export interface StepFlowProps extends UseStepFlowOptions {
  steps: readonly StepDefinition[];
  /** Substeps can be chosen in the tracker and show their own complete mark. */
  skippable?: boolean;
  /** Name of the tracker's navigation landmark; 'Steps' unless given. */
  trackerLabel?: string;
  /** Back and Next under the step; off when each step's component has its own (it gets next and previous). */
  showNavigation?: boolean;
  headingLevel?: 1 | 2;
}

/** A multi-page flow, one question group per screen (GOV.UK), with a step tracker and a progress bar. */
export function StepFlow({
  skippable = false,
  trackerLabel,
  showNavigation = true,
  headingLevel = 1,
  ...options
}: StepFlowProps) {
  const { t } = useTranslation();
  const flow = useStepFlow(options);
  const headingId = useId();
  const progressId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Component = flow.current?.component;

  // After a move focus goes to the new heading, so screen readers start on the new screen (GOV.UK).
  useEffect(() => {
    if (flow.moves > 0) heading.current?.focus();
  }, [flow.moves]);

  return (
    <div className="step-flow">
      <StepTracker
        steps={options.steps}
        position={flow.position}
        skippable={skippable}
        onChoose={flow.goToPosition}
        label={trackerLabel}
      />
      <div className="step-flow__main">
        <div className="step-flow__progress">
          <span id={progressId}>{t('step-flow.progress', { percent: flow.progress })}</span>
          <progress max={100} value={flow.progress} aria-labelledby={progressId} />
        </div>
        <section className="step-flow__step" aria-labelledby={headingId}>
          {flow.heading.caption && <p className="step-flow__caption">{flow.heading.caption}</p>}
          <Heading id={headingId} ref={heading} tabIndex={-1} className="step-flow__heading">
            {flow.heading.title}
          </Heading>
          {Component && (
            <Component
              {...flow.current?.stepProps}
              next={flow.next}
              previous={flow.previous}
              goTo={flow.goTo}
            />
          )}
        </section>
        {showNavigation && (
          <div className="step-flow__actions">
            {!flow.isFirst && (
              <button type="button" className="button" onClick={flow.previous}>
                {t('action.back')}
              </button>
            )}
            <button type="button" className="button button--primary" onClick={flow.next}>
              {t('action.next')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
