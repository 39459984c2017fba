// The one form engine (decision 031): react-hook-form over the shared zod schemas.
export { Form, useSchemaForm } from './form';
export type { FormMethods, FormProps, SchemaFormOptions } from './form';
export { FormField, useFormField } from './use-form-field';
export { SignatureFields } from './signature-fields';
export type { BoundField } from './use-form-field';
export { useFormFrame } from './form-frame';
export type { FormFrame } from './form-frame';
export { failureKey, flattenErrors, splitPath } from './form-issues';
export type { FailureWording, FormIssue, IssuePath } from './form-issues';
export { schemaResolver } from './schema-resolver';
