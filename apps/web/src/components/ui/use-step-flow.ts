import { useState } from 'react';
import {
  START,
  clampPosition,
  completionPercent,
  findSlug,
  headingAt,
  isLastPosition,
  progressPercent,
  reduceStepFlow,
  slugAt,
  stepAt,
} from './step-flow-model';
import type { StepDefinition, StepFlowAction, StepPosition } from './step-flow-model';

export interface UseStepFlowOptions {
  steps: readonly StepDefinition[];
  /** Where to start (e.g. the slug in the URL); the first step when absent or unknown. */
  initialSlug?: string;
  /** Called with the new screen's slug after every move, so the page can put it in the URL. */
  onSlugChange?: (slug: string) => void;
  /** Called when Next is chosen on the last screen. */
  onFinish?: () => void;
  /** Progress shows 100% once the source review is completed. */
  sourceReviewCompleted?: boolean;
  /** 'completion': the bar counts the steps marked complete, not the position (steps done in any order). */
  progressBy?: 'position' | 'completion';
}

/**
 * The state of a step flow: which step and substep are shown, and the moves between them. Every move
 * scrolls to the top and reports the new slug; a move that goes nowhere (Back on the first screen, an
 * unknown slug) does neither.
 */
export function useStepFlow({
  steps,
  initialSlug,
  onSlugChange,
  onFinish,
  sourceReviewCompleted,
  progressBy = 'position',
}: UseStepFlowOptions) {
  const [state, setState] = useState(() => ({
    position: (initialSlug !== undefined && findSlug(steps, initialSlug)) || START,
    moves: 0,
  }));
  const position = clampPosition(steps, state.position);
  const last = isLastPosition(steps, position);

  const dispatch = (action: StepFlowAction) => {
    if (action.type === 'next' && last) {
      onFinish?.();
      return;
    }
    const next: StepPosition = reduceStepFlow(steps, position, action);
    if (next === position) return;
    setState({ position: next, moves: state.moves + 1 });
    window.scrollTo({ top: 0 });
    onSlugChange?.(slugAt(steps, next));
  };

  const { step, substep } = stepAt(steps, position);
  return {
    position,
    /** Counts moves, so a view can react to each one (e.g. move focus to the new heading). */
    moves: state.moves,
    step,
    substep,
    /** The screen shown: the substep when there is one. */
    current: substep ?? step,
    slug: slugAt(steps, position),
    heading: headingAt(steps, position),
    isFirst: position.step === 0 && position.substep === 0,
    isLast: last,
    progress:
      progressBy === 'completion'
        ? completionPercent(steps)
        : progressPercent(steps, position, sourceReviewCompleted),
    next: () => dispatch({ type: 'next' }),
    previous: () => dispatch({ type: 'previous' }),
    goTo: (slug: string) => dispatch({ type: 'goTo', slug }),
    goToPosition: (to: StepPosition) => dispatch({ type: 'goToPosition', position: to }),
  };
}

export type StepFlowState = ReturnType<typeof useStepFlow>;
