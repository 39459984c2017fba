import type { TrainingProgram, TrainingType } from '@credence/shared';
import { useStepDraft } from '../../wizard/drafts';

/** What the training screen chose, for the training-position screen after it (kept in the wizard's drafts). */
export interface TrainingChoice {
  training_type: TrainingType | '';
  /** The program picked from the list; null when it will be typed in. */
  program: TrainingProgram | null;
}

export const TRAINING_CHOICE_DRAFT = 'training:choice';

export const useTrainingChoice = () =>
  useStepDraft<TrainingChoice>(TRAINING_CHOICE_DRAFT, () => ({ training_type: '', program: null }));

/** The training positions already saved in work_history|history. */
export function savedTrainings(history: unknown) {
  if (!Array.isArray(history)) return [];
  return history.filter(
    (position): position is Record<string, unknown> =>
      typeof position === 'object' &&
      position !== null &&
      (position as { type?: unknown }).type === 'training',
  );
}
