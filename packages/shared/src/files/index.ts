export * from './upload';
export * from './file-name';
export * from './content-kind';
