import { INTRO_BREAKPOINT_PX } from '@credence/shared';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from './use-media-query';
import './intro-steps.css';

export interface IntroStep {
  key: string;
  title: ReactNode;
  content: ReactNode;
  /** A picture beside the text on wide screens, above it on narrow ones. */
  image?: ReactNode;
  /** false keeps Next disabled (e.g. until a box is ticked). */
  canContinue?: boolean;
}

export interface IntroStepsProps {
  steps: readonly IntroStep[];
  /** Called when Next is chosen on the last step. */
  onFinish: () => void;
  /** Text of Next on the last step; 'Next' unless given. */
  finishLabel?: ReactNode;
}

/** A short walk-through before a flow: one screen at a time, Back and Next, a side-by-side layout from 760 px. */
export function IntroSteps({ steps, onFinish, finishLabel }: IntroStepsProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery(`(min-width: ${INTRO_BREAKPOINT_PX}px)`);
  const [position, setPosition] = useState({ index: 0, moved: false });
  const heading = useRef<HTMLHeadingElement>(null);
  const index = Math.min(position.index, steps.length - 1);
  const step = steps[index];
  const last = index === steps.length - 1;

  // After Back or Next, focus goes to the new heading so a screen reader starts reading the new screen.
  useEffect(() => {
    if (position.moved) heading.current?.focus();
  }, [position]);

  if (!step) return null;

  return (
    <section
      className={`intro ${wide ? 'intro--wide' : 'intro--narrow'}`}
      aria-labelledby={`intro-${step.key}`}
    >
      <p className="intro__count">{t('step-flow.step-of', { current: index + 1, total: steps.length })}</p>
      <div className="intro__screen">
        {step.image && <div className="intro__image">{step.image}</div>}
        <div className="intro__text">
          <h2 id={`intro-${step.key}`} ref={heading} tabIndex={-1}>
            {step.title}
          </h2>
          <div className="intro__content">{step.content}</div>
        </div>
      </div>
      <div className="intro__actions">
        {index > 0 && (
          <button
            type="button"
            className="button"
            onClick={() => setPosition({ index: index - 1, moved: true })}
          >
            {t('action.back')}
          </button>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={step.canContinue === false}
          onClick={() => (last ? onFinish() : setPosition({ index: index + 1, moved: true }))}
        >
          {last && finishLabel ? finishLabel : t('action.next')}
        </button>
      </div>
    </section>
  );
}
