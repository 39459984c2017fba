export * from './config';
export * from './gaps';
export * from './history-step';
