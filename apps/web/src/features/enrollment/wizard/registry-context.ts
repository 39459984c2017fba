import { createContext, useContext } from 'react';
import type { EnrollmentScreenId, EnrollmentStepEntry } from '../steps/types';

export type EnrollmentRegistry = Partial<Record<EnrollmentScreenId, EnrollmentStepEntry>>;

/** The step registry the wizard runs with, for screens that show other steps (the review's summaries). */
export const RegistryContext = createContext<EnrollmentRegistry>({});

export const useEnrollmentRegistry = () => useContext(RegistryContext);
