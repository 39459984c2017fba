export * from './upload';
export * from './file-name';
