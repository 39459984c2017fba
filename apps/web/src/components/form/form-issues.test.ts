import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaIssues } from './form-issues';

const mapping = {
  fieldOf: (path: readonly (string | number)[]) => path.join('.'),
  fallbackMessage: 'validation.required' as const,
};

describe('schemaIssues', () => {
  it("gives zod's own .max(n) bound to its wording as {max}, so 'at most {max} characters' reads 200", () => {
    const schema = z.object({ note: z.string().max(200, { error: 'validation.too-long' }) });
    expect(schemaIssues(schema, { note: 'a'.repeat(200) }, mapping).issues).toEqual([]);
    expect(schemaIssues(schema, { note: 'a'.repeat(201) }, mapping).issues).toEqual([
      { field: 'note', message: 'validation.too-long', params: { max: 200 } },
    ]);
  });

  it('keeps the params a rule gives itself', () => {
    const schema = z.object({
      code: z.string().superRefine((value, ctx) => {
        if (value.length > 3)
          ctx.addIssue({ code: 'custom', message: 'validation.too-long', params: { max: 3 } });
      }),
    });
    expect(schemaIssues(schema, { code: 'abcd' }, mapping).issues).toEqual([
      { field: 'code', message: 'validation.too-long', params: { max: 3 } },
    ]);
  });
});
