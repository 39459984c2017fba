import { ENROLLMENT_SUBSTEPS, firstUnfinishedStep, isEnrollHash } from '@credence/shared';
import type { EnrollStepHash, EnrollmentStepId, ProfileValues, StepProgressContext } from '@credence/shared';
import type { StepDefinition } from '#web/components/ui';
import type { EnrollmentScreenId } from '../steps/types';
import type { EnrollmentRegistry } from './registry-context';

/** The URL hash of a screen: its slug for the personal steps and review, none for the others (/enroll). */
export const hashOf = (slug: string | undefined): EnrollStepHash | undefined =>
  slug !== undefined && isEnrollHash(slug) ? slug : undefined;

/**
 * The StepFlow definitions of the clinician's steps. A step with sub-steps (training) shows its own screen
 * first, then each sub-step, headed by the sub-step's name under the step's.
 */
export function buildStepDefinitions(
  steps: readonly EnrollmentStepId[],
  title: (screen: EnrollmentScreenId) => string,
  screen: (id: EnrollmentScreenId) => StepDefinition['component'],
): StepDefinition[] {
  return steps.map((id) => {
    const substeps = (ENROLLMENT_SUBSTEPS[id] ?? []) as readonly EnrollmentScreenId[];
    const own: StepDefinition = {
      name: id,
      slug: id,
      title: title(id),
      component: screen(id),
      stepProps: { screen: id },
    };
    if (substeps.length === 0) return own;
    return {
      ...own,
      useSubStepName: true,
      substeps: [
        // An empty parentTitle: the step's own screen needs no caption naming itself.
        { ...own, parentTitle: '' },
        ...substeps.map((sub) => ({
          name: sub,
          slug: sub,
          title: title(sub),
          component: screen(sub),
          stepProps: { screen: sub },
        })),
      ],
    };
  });
}

/** The screens of `steps` that the registry has no component for. */
export function missingScreens(
  steps: readonly EnrollmentStepId[],
  registry: EnrollmentRegistry,
): EnrollmentScreenId[] {
  return steps
    .flatMap((id) => [id, ...((ENROLLMENT_SUBSTEPS[id] ?? []) as readonly EnrollmentScreenId[])])
    .filter((id) => !registry[id]);
}

/**
 * Where the wizard opens: the first unfinished step, or the step the URL names when every step before it is
 * finished (a reload, a change link from the review). A URL cannot skip ahead of unfinished steps.
 */
export function startStep(
  steps: readonly EnrollmentStepId[],
  values: ProfileValues,
  progress: StepProgressContext,
  hash: string | undefined,
): EnrollmentStepId {
  const first = firstUnfinishedStep(steps, values, progress) ?? steps[0]!;
  const named = steps.find((step) => step === hash);
  return named !== undefined && steps.indexOf(named) <= steps.indexOf(first) ? named : first;
}
