// The professional steps of the wizard (npi to alias), registered in ../index.ts.
import './professional.css';
export { AliasStep } from './alias-step';
export { DeaStep } from './dea-step';
export { NcsbnStep } from './ncsbn-step';
export { NpiStep } from './npi-step';
export { SpecialtyStep } from './specialty-step';
export { SpecialtySummary } from './specialty-summary';
export { StateLicensesStep } from './state-licenses-step';
export { TrainingPositionStep } from './training-position-step';
export { TrainingStep } from './training-step';
