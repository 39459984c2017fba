import { z } from 'zod';
import { MALPRACTICE_METHODS, type MalpracticeMethod } from '../domain/malpractice';
import type { WordingKey } from '../wording/index';
import {
  makeMalpracticePolicySchema,
  noCoverageExplanationSchema,
  type MalpracticePolicy,
  type MalpracticePolicyOptions,
  type NoCoverageExplanation,
} from './malpractice';

// The malpractice form of /insurance (001 §5 'Malpractice'): first the method (enter the policy manually,
// upload a face sheet, employer-provided, or none), then what that method asks for:
// - manual: the policy fields; a document, unless 'I do not have this document on hand' is ticked with a
//   coverage type (Employer-Provided or Self-Insured);
// - upload: the policy fields and the face sheet (never "not on hand": the sheet is the point);
// - employer_provided: a policy not on hand whose coverage type is Employer-Provided (no fields required);
// - none: the no-coverage explanation (no_coverage_reason, prompt 'Please explain').
// The form's answer is the record POST/PUT /api/malpractice takes, checked by the same schemas the server
// runs.

export const malpracticeMethodMessage = 'malpractice.method-required' satisfies WordingKey;

export type MalpracticeFormOutput =
  | { method: Exclude<MalpracticeMethod, 'none'>; record: MalpracticePolicy }
  | { method: 'none'; record: NoCoverageExplanation & { is_explanation: true } };

const isMethod = (value: unknown): value is MalpracticeMethod =>
  typeof value === 'string' && (MALPRACTICE_METHODS as readonly string[]).includes(value);

/** What `method` makes of the form's values before the record's own rules check them. */
export function recordInputOf(method: MalpracticeMethod, values: Record<string, unknown>) {
  switch (method) {
    case 'none':
      return {
        id: values.id,
        is_explanation: true,
        no_coverage_reason: values.no_coverage_reason,
        work_history_id: values.work_history_id,
      };
    case 'employer_provided':
      return { ...values, not_on_hand: true, not_on_hand_coverage_type: 'Employer-Provided' };
    case 'upload':
      return { ...values, not_on_hand: false, not_on_hand_coverage_type: '' };
    case 'manual':
      return values.not_on_hand === true ? values : { ...values, not_on_hand_coverage_type: '' };
  }
}

export function makeMalpracticeFormSchema(options: MalpracticePolicyOptions = {}) {
  const policySchema = makeMalpracticePolicySchema(options);
  return z
    .looseObject({ method: z.unknown().optional() })
    .transform((values, ctx): MalpracticeFormOutput | typeof z.NEVER => {
      const { method } = values;
      if (!isMethod(method)) {
        ctx.addIssue({ code: 'custom', message: malpracticeMethodMessage, path: ['method'] });
        return z.NEVER;
      }
      const input = recordInputOf(method, values);
      const parsed =
        method === 'none' ? noCoverageExplanationSchema.safeParse(input) : policySchema.safeParse(input);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({
            code: 'custom',
            message: issue.message,
            path: [...issue.path],
            ...('params' in issue && issue.params !== undefined ? { params: issue.params } : {}),
          });
        }
        return z.NEVER;
      }
      return method === 'none'
        ? { method, record: { ...(parsed.data as NoCoverageExplanation), is_explanation: true } }
        : { method, record: parsed.data as MalpracticePolicy };
    });
}
