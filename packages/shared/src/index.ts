// The one place every rule of the specification lives. The web and the server both import from here.
export * from './fields/index';
export * from './files/index';
export * from './schemas/index';
export * from './wording/index';
export * from './domain/index';
export * from './enrollment/index';
export * from './reference/index';
export * from './constants';
export * from './routes';
export * from './errors';
export * from './api/lookups';
export * from './api/work-history';
export * from './api/affiliations';
export * from './api/references';
export * from './work-history/index';
export * from './ws-messages';
