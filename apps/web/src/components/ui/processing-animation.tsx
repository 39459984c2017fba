import { PROCESSING_MESSAGE_ROTATION_S } from '@credence/shared';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import './processing-animation.css';

export type ProcessingState = 'running' | 'delayed' | 'error';

export interface ProcessingAnimationProps {
  state: ProcessingState;
  /** Shown in turn while running; defaults to the one 'Working on it…' line. */
  messages?: readonly ReactNode[];
  /** Seconds each message stays; 3 unless given. */
  messageSpeed?: number;
  /** The error slot: what went wrong and what to do (a retry button, a support link). */
  error?: ReactNode;
}

/** Waiting on a job: a spinner with rotating messages, a "taking longer" note, or an error with its slot. */
export function ProcessingAnimation({
  state,
  messages,
  messageSpeed = PROCESSING_MESSAGE_ROTATION_S,
  error,
}: ProcessingAnimationProps) {
  const { t } = useTranslation();
  const lines = messages && messages.length > 0 ? messages : [t('processing.running')];
  const [tick, setTick] = useState(0);
  const count = lines.length;

  useEffect(() => {
    if (state !== 'running' || count < 2) return;
    const timer = setInterval(() => setTick((value) => value + 1), messageSpeed * 1000);
    return () => clearInterval(timer);
  }, [state, count, messageSpeed]);

  if (state === 'error') {
    return (
      <div className="processing processing--error" role="alert">
        <Icon name="alert" className="processing__alert-icon" />
        <div className="processing__error">
          <p className="processing__title">{t('processing.error-title')}</p>
          {error ?? <p>{t('error.something-went-wrong')}</p>}
        </div>
      </div>
    );
  }

  return (
    <div className={`processing processing--${state}`}>
      <span className="processing__spinner" aria-hidden="true" />
      {/* Polite and atomic: each new line is read once, whole, without interrupting. */}
      <p className="processing__message" aria-live="polite" aria-atomic="true">
        {state === 'delayed' ? t('processing.delayed') : lines[tick % count]}
      </p>
    </div>
  );
}
