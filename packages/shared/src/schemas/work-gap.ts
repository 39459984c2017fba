import { z } from 'zod';
import { makeGapDatesSchema, type Now } from '../fields/date-rules';
import { addIssues, isBlank, type RuleIssue } from '../fields/rule';
import type { WordingKey } from '../wording/index';
import { formMessages, idField, issueAt, ruleIssuesAt, textField } from './form-fields';

// A gap in the work history (001 §3: start_date, end_date as MM/yyyy, explanation, type 'gap', id). Its dates
// follow the gap rules of date-rules.ts: required, neither in the future, the end not before the start.

export const workGapMessages = {
  explanationRequired: 'work.gap-explanation',
} as const satisfies Record<string, WordingKey>;

export function makeWorkGapSchema({ now }: { now?: Now } = {}) {
  const datesRule = makeGapDatesSchema({ now });
  return z
    .object(
      {
        id: idField,
        type: z
          .literal('gap', { error: formMessages.invalid })
          .optional()
          .transform(() => 'gap' as const),
        start_date: textField,
        end_date: textField,
        explanation: textField,
      },
      { error: formMessages.invalid },
    )
    .superRefine((gap, ctx) => {
      // The gap date rules are one object rule (the order needs both), so they run on the pair here.
      const issues: RuleIssue[] = ruleIssuesAt(
        datesRule,
        { start_date: gap.start_date, end_date: gap.end_date },
        [],
      );
      if (isBlank(gap.explanation))
        issues.push(issueAt(workGapMessages.explanationRequired, ['explanation']));
      addIssues(ctx, issues);
    });
}

export type WorkGap = z.infer<ReturnType<typeof makeWorkGapSchema>>;
export type WorkGapInput = z.input<ReturnType<typeof makeWorkGapSchema>>;
