export * from './profile-values';
export * from './step-progress';
