import { z } from 'zod';
import { isValidStateCode } from '../fields/address';
import { checkDate, dateMessages, yearSchema, type Now } from '../fields/date-rules';
import { addIssues, isBlank, requiredString, type RuleIssue } from '../fields/rule';
import type { WordingKey } from '../wording/index';
import { flagField, formMessages, issueAt, ruledText, textField } from './form-fields';

// Education (000 §3: the self-attested list education|list, and basic_info|graduate_attested_none for "I
// have none"). 001 §5: add one or indicate none, and exactly one entry is the highest practicing degree.

export const educationMessages = {
  required: 'validation.required',
  month: 'validation.month',
  state: 'validation.state',
  onlyOneHighest: 'education.highest-degree-only-one',
  highestRequired: 'education.highest-degree-required',
  addOrNone: 'education.add-or-none',
} as const satisfies Record<string, WordingKey>;

/** '1' to '12', with or without a leading zero. */
export const isValidMonth = (value: string): boolean => /^(0?[1-9]|1[0-2])$/.test(value.trim());

const monthRule = z.string().superRefine((value, ctx) => {
  if (!isBlank(value) && !isValidMonth(value)) addIssues(ctx, [{ message: educationMessages.month }]);
});

export function makeEducationEntrySchema({ now }: { now?: Now } = {}) {
  return z
    .object(
      {
        institution: z.object(
          {
            name: ruledText(requiredString),
            code: textField,
            city: textField,
            state: textField,
            country: textField,
          },
          { error: formMessages.invalid },
        ),
        degree_level: ruledText(requiredString),
        foreign_education: flagField,
        graduation_month: ruledText(monthRule),
        graduation_year: ruledText(yearSchema),
        highest_practicing_degree: flagField,
        // Neither document says what this holds (a flag or a program name), so either is kept as given.
        nursing_program: z.union([z.boolean(), z.string()], { error: formMessages.invalid }).nullish(),
      },
      { error: formMessages.invalid },
    )
    .superRefine((entry, ctx) => {
      const issues: RuleIssue[] = [];
      // Two letters is a United States (and Canada) rule; a school abroad keeps its own region name.
      const { state } = entry.institution;
      if (!entry.foreign_education && !isBlank(state) && !isValidStateCode(state)) {
        issues.push(issueAt(educationMessages.state, ['institution', 'state']));
      }
      // Dates must fall within the last 85 years (000 §5); without a month the year's last month is taken.
      const { graduation_month: month, graduation_year: year } = entry;
      if (isValidMonth(month || '12') && yearSchema.safeParse(year).success) {
        const graduation = `${(month || '12').trim().padStart(2, '0')}/${year}`;
        const limit = checkDate(graduation, { format: 'month', now });
        if (limit?.message === dateMessages.withinPast) issues.push({ ...limit, path: ['graduation_year'] });
      }
      addIssues(ctx, issues);
    });
}

export type EducationEntry = z.infer<ReturnType<typeof makeEducationEntrySchema>>;
export type EducationEntryInput = z.input<ReturnType<typeof makeEducationEntrySchema>>;

/** The issues of the list as a whole: something or 'none', and exactly one highest practicing degree. */
export function checkEducationList(education: {
  list: readonly { highest_practicing_degree: boolean }[];
  graduate_attested_none: boolean;
}): RuleIssue[] {
  const { list, graduate_attested_none: none } = education;
  if (list.length === 0) return none ? [] : [issueAt(educationMessages.addOrNone, ['list'])];
  const highest = list.flatMap((entry, index) => (entry.highest_practicing_degree ? [index] : []));
  if (highest.length === 0) return [issueAt(educationMessages.highestRequired, ['list'])];
  // Beside every ticked box: any of them may be the one to untick.
  if (highest.length > 1) {
    return highest.map((index) =>
      issueAt(educationMessages.onlyOneHighest, ['list', index, 'highest_practicing_degree']),
    );
  }
  return [];
}

/** At most this many entries in the list (far above any clinician's schools). */
export const EDUCATION_LIST_MAX = 30;

/**
 * education|list as saved: entries, and once there is one, exactly one highest practicing degree. An empty
 * list is not refused: with education|attested_none it says 'none', without it nothing is answered yet.
 */
export const makeEducationListSchema = ({ now }: { now?: Now } = {}) =>
  z
    .array(makeEducationEntrySchema({ now }), { error: formMessages.invalid })
    .max(EDUCATION_LIST_MAX, { error: formMessages.invalid })
    .superRefine((list, ctx) => {
      if (list.length === 0) return;
      const issues = checkEducationList({ list, graduate_attested_none: false });
      addIssues(
        ctx,
        issues.map((issue) => ({ ...issue, path: issue.path?.slice(1) ?? [] })),
      );
    });

export function makeEducationSchema({ now }: { now?: Now } = {}) {
  return z
    .object(
      {
        list: z
          .array(makeEducationEntrySchema({ now }), { error: formMessages.invalid })
          .nullish()
          .transform((list) => list ?? []),
        graduate_attested_none: flagField,
      },
      { error: formMessages.invalid },
    )
    .superRefine((education, ctx) => addIssues(ctx, checkEducationList(education)));
}

export type Education = z.infer<ReturnType<typeof makeEducationSchema>>;
export type EducationInput = z.input<ReturnType<typeof makeEducationSchema>>;
