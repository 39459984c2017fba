import type { ComponentType } from 'react';

// The step flow's rules as pure functions of (steps, position), so they are tested without rendering.

/** What the flow gives the current step's component, besides the step's own stepProps. */
export interface StepComponentProps {
  next: () => void;
  previous: () => void;
  goTo: (slug: string) => void;
}

/** One step of a flow (001 §3 step definition). */
export interface StepDefinition {
  /** Stable identifier (e.g. the enrolment step key). */
  name: string;
  /** Shown in the tracker and as the heading; already translated. */
  title: string;
  /** The URL segment; unique across steps and substeps. */
  slug: string;
  substeps?: readonly StepDefinition[];
  // Each step's component takes its own props (its stepProps); defineStep checks the pair where it is written.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component?: ComponentType<any>;
  stepProps?: Record<string, unknown>;
  /** In skippable mode, marks the step or substep complete in the tracker. */
  isComplete?: boolean;
  /** On a substep, head the page with the substep's title instead of the step's. */
  useSubStepName?: boolean;
  /** On a substep, a caption above the heading naming what it belongs to. */
  parentTitle?: string;
}

/** Writes a step whose component and stepProps are checked against each other. */
export function defineStep<P extends object>(
  step: Omit<StepDefinition, 'component' | 'stepProps'> & {
    component: ComponentType<P & StepComponentProps>;
    stepProps: P;
  },
): StepDefinition {
  return step as StepDefinition;
}

/** `substep` is 0 for a step without substeps. */
export interface StepPosition {
  readonly step: number;
  readonly substep: number;
}

export type StepFlowAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; slug: string }
  | { type: 'goToPosition'; position: StepPosition };

export const START: StepPosition = { step: 0, substep: 0 };

const substepsOf = (step: StepDefinition | undefined) => step?.substeps ?? [];
const lastSubstep = (step: StepDefinition | undefined) => Math.max(0, substepsOf(step).length - 1);

/** A position that exists in `steps` (the list can shrink, e.g. when a provider type drops steps). */
export function clampPosition(
  steps: readonly StepDefinition[],
  { step, substep }: StepPosition,
): StepPosition {
  const s = Math.max(0, Math.min(step, steps.length - 1));
  return { step: s, substep: Math.max(0, Math.min(substep, lastSubstep(steps[s]))) };
}

/** The step or substep a slug names, searching inside each step's substeps too; null when unknown. */
export function findSlug(steps: readonly StepDefinition[], slug: string): StepPosition | null {
  for (const [step, definition] of steps.entries()) {
    if (definition.slug === slug) return { step, substep: 0 };
    const substep = substepsOf(definition).findIndex((sub) => sub.slug === slug);
    if (substep >= 0) return { step, substep };
  }
  return null;
}

/** The step and, inside a step with substeps, the substep at `position`. */
export function stepAt(steps: readonly StepDefinition[], position: StepPosition) {
  const { step, substep } = clampPosition(steps, position);
  const definition = steps[step];
  return { step: definition, substep: substepsOf(definition)[substep] };
}

/** The slug of the screen at `position`: the substep's when there is one. */
export function slugAt(steps: readonly StepDefinition[], position: StepPosition): string {
  const { step, substep } = stepAt(steps, position);
  return (substep ?? step)?.slug ?? '';
}

/** Next and previous walk substeps first; moving back into a step with substeps lands on its last one. */
export function reduceStepFlow(
  steps: readonly StepDefinition[],
  position: StepPosition,
  action: StepFlowAction,
): StepPosition {
  const { step, substep } = clampPosition(steps, position);
  switch (action.type) {
    case 'next':
      if (substep < lastSubstep(steps[step])) return { step, substep: substep + 1 };
      return step < steps.length - 1 ? { step: step + 1, substep: 0 } : position;
    case 'previous':
      if (substep > 0) return { step, substep: substep - 1 };
      return step > 0 ? { step: step - 1, substep: lastSubstep(steps[step - 1]) } : position;
    case 'goTo':
      return findSlug(steps, action.slug) ?? position;
    case 'goToPosition':
      return clampPosition(steps, action.position);
  }
}

export const isLastPosition = (steps: readonly StepDefinition[], position: StepPosition) =>
  reduceStepFlow(steps, position, { type: 'next' }) === position;

/**
 * Percent done, counting every step and every substep as one unit: the units before the current screen
 * (a step counts as entered once one of its substeps is shown). 100 once source review is completed.
 */
export function progressPercent(
  steps: readonly StepDefinition[],
  position: StepPosition,
  sourceReviewCompleted = false,
): number {
  if (sourceReviewCompleted) return 100;
  const { step, substep } = clampPosition(steps, position);
  const total = steps.reduce((sum, s) => sum + 1 + substepsOf(s).length, 0);
  if (total === 0) return 0;
  const before = steps.slice(0, step).reduce((sum, s) => sum + 1 + substepsOf(s).length, 0);
  const inside = substepsOf(steps[step]).length > 0 ? 1 + substep : 0;
  return Math.round(((before + inside) / total) * 100);
}

/**
 * The share of steps marked complete (isComplete), for a flow whose steps can be done in any order: going
 * back to a finished step does not take the bar back to 0%.
 */
export function completionPercent(steps: readonly StepDefinition[]): number {
  if (steps.length === 0) return 0;
  return Math.round((steps.filter((step) => step.isComplete).length / steps.length) * 100);
}

/** The page heading at `position`, and the caption above it on substeps. */
export function headingAt(steps: readonly StepDefinition[], position: StepPosition) {
  const { step, substep } = stepAt(steps, position);
  if (!substep) return { title: step?.title ?? '', caption: undefined };
  if (step?.useSubStepName) return { title: substep.title, caption: substep.parentTitle ?? step.title };
  return { title: step?.title ?? '', caption: substep.parentTitle };
}
