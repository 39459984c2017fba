import { createContext, useContext } from 'react';
import type { EnrollmentStepProps } from '../steps/types';

/** What every screen gets from the wizard besides the flow's moves (see EnrollmentStepProps). */
export type WizardValue = Omit<EnrollmentStepProps, 'stepId' | 'onSaved' | 'onBack' | 'goTo'>;

export const WizardContext = createContext<WizardValue | null>(null);

export function useWizard(): WizardValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('An enrolment screen must be rendered inside the wizard');
  return value;
}
