import { clampPosition } from './step-flow-model';
import type { StepDefinition, StepPosition } from './step-flow-model';

export interface TrackerItem {
  slug: string;
  title: string;
  position: StepPosition;
  current: boolean;
  /** Shown with a success mark: an earlier step (normal mode) or one marked isComplete (skippable mode). */
  complete: boolean;
  /** In skippable mode substeps can be chosen in the tracker. */
  clickable: boolean;
  substeps: TrackerItem[];
}

/**
 * What the tracker shows. Skippable flows can be done in any order, so "complete" comes from each step's
 * isComplete; otherwise the order is fixed and everything before the current screen shows success.
 */
export function trackerItems(
  steps: readonly StepDefinition[],
  position: StepPosition,
  skippable: boolean,
): TrackerItem[] {
  const here = clampPosition(steps, position);
  const isBefore = (at: StepPosition) =>
    at.step < here.step || (at.step === here.step && at.substep < here.substep);
  return steps.map((step, index) => ({
    slug: step.slug,
    title: step.title,
    position: { step: index, substep: 0 },
    current: index === here.step,
    complete: skippable ? Boolean(step.isComplete) : index < here.step,
    clickable: false,
    substeps: (step.substeps ?? []).map((sub, subIndex) => {
      const at = { step: index, substep: subIndex };
      return {
        slug: sub.slug,
        title: sub.title,
        position: at,
        current: index === here.step && subIndex === here.substep,
        complete: skippable ? Boolean(sub.isComplete) : isBefore(at),
        clickable: skippable,
        substeps: [],
      };
    }),
  }));
}
