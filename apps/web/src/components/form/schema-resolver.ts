import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { orderIssues, schemaIssues } from './form-issues';
import type { FieldMapping, FormFieldError, FormIssue } from './form-issues';

export interface SchemaResolverOptions<F> extends FieldMapping {
  /** What the schema checks, from the form's values (default: the values themselves). */
  toInput: (values: F) => unknown;
  /** Checks of the form itself, before the schema (a choice not made yet). */
  check?: (values: F) => FormIssue[];
}

/** react-hook-form errors from issues, keeping each message's placeholders (zodResolver drops them). */
export function toFieldErrors(issues: readonly FormIssue[]): FieldErrors {
  const errors: Record<string, unknown> = {};
  for (const { field, message, params } of orderIssues(issues)) {
    // A dotted name is a nested field, as react-hook-form reads it back.
    const parts = field.split('.');
    let at = errors;
    for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
    const error: FormFieldError = { type: 'schema', message, ...(params ? { params } : {}) };
    at[parts[parts.length - 1]!] = error;
  }
  return errors as FieldErrors;
}

/**
 * A resolver over a shared zod schema: the values pass when the schema parses `toInput(values)`, and the
 * submit handler gets what it parsed (the stored form). Issues land on the fields `fieldOf` names with the
 * schema's own wording key and placeholders, so the web says exactly what the server would.
 */
export function schemaResolver<F extends FieldValues, P>(
  schema: z.ZodType<P>,
  options: SchemaResolverOptions<F>,
): Resolver<F, unknown, P> {
  return (values) => {
    const own = options.check?.(values) ?? [];
    const { data, issues } = schemaIssues(schema, options.toInput(values), options);
    const all = [...own, ...issues];
    if (all.length === 0) return { values: data as P, errors: {} };
    return { values: {}, errors: toFieldErrors(all) as FieldErrors<F> };
  };
}
