// Form schemas, one file per domain. Each form is a factory of its options and `now`; every issue carries a
// wording key as its message and the field name as its path, so the server can answer
// details: [{ path, message }] and the web can show each message beside its field.
export * from './form-fields';
export * from './dollars';
export * from './malpractice';
export * from './malpractice-form';
export * from './affiliation';
export * from './work-history';
export * from './work-history-behaviour';
export * from './work-gap';
export * from './peer-reference';
export * from './education';
export * from './disclosure';
export * from './other-certifications';
export * from './identity';
export * from './licenses';
export * from './registrations';
export * from './user-account';
export * from './work-verification';
export * from './question-sets';
