import { z } from 'zod';
import { TRAINING_TYPES, trainingTypeSchema } from '../domain/work-history';
import { stateCodeSchema } from '../fields/address';
import { makeWorkEndDateSchema, makeWorkStartDateSchema, type Now } from '../fields/date-rules';
import { isInOrder } from '../fields/dates';
import { addIssues, isBlank, requiredString, type RuleIssue } from '../fields/rule';
import {
  flagField,
  formMessages,
  issueAt,
  passesRule,
  ruleIssuesAt,
  textField,
} from '../schemas/form-fields';
import type { WordingKey } from '../wording/index';
import { contract } from './contract';

// POST /api/training (apps/server/src/modules/lookups), body TrainingInput → data: TrainingPosition, appended
// to work_history|history. With program_id (an id from /api/physician_training) the program's name,
// institution, city, state and specialty fill whatever the body leaves blank; without it program_name,
// institution_name, state and specialty are required. Dates are MM/yyyy (work-history rules); end_date is
// not asked when isCurrent. Every issue is reported at once, each at its field (the web can run
// makeTrainingInputSchema as is). Conventions as api/lookup-sources.ts.

export const lookupMessages = {
  programUnknown: 'lookup.program-unknown',
  trainingTypeRequired: 'work.training-type-required',
  endAfterStart: 'work.end-after-start',
} as const satisfies Record<string, WordingKey>;

const trainingInputShape = {
  program_id: textField,
  program_name: textField,
  institution_name: textField,
  city: textField,
  state: textField,
  specialty: textField,
  training_type: textField,
  start_date: textField,
  end_date: textField,
  isCurrent: flagField,
};
export type TrainingInputValues = z.output<z.ZodObject<typeof trainingInputShape>>;

export function checkTrainingInput(values: TrainingInputValues, { now }: { now?: Now } = {}): RuleIssue[] {
  const fromList = !isBlank(values.program_id);
  const issues: RuleIssue[] = [];
  if (!fromList) {
    issues.push(
      ...ruleIssuesAt(requiredString, values.program_name, ['program_name']),
      ...ruleIssuesAt(requiredString, values.institution_name, ['institution_name']),
      ...ruleIssuesAt(requiredString, values.specialty, ['specialty']),
    );
  }
  if (!fromList || !isBlank(values.state)) {
    issues.push(...ruleIssuesAt(stateCodeSchema, values.state, ['state']));
  }
  if (!(TRAINING_TYPES as readonly string[]).includes(values.training_type)) {
    issues.push(issueAt(lookupMessages.trainingTypeRequired, ['training_type']));
  }
  const startRule = makeWorkStartDateSchema({ now });
  issues.push(...ruleIssuesAt(startRule, values.start_date, ['start_date']));
  if (!values.isCurrent) {
    const endRule = makeWorkEndDateSchema({ now });
    issues.push(...ruleIssuesAt(endRule, values.end_date, ['end_date']));
    const bothValid = passesRule(startRule, values.start_date) && passesRule(endRule, values.end_date);
    if (bothValid && !isInOrder(values.start_date, values.end_date, 'month')) {
      issues.push(issueAt(lookupMessages.endAfterStart, ['end_date']));
    }
  }
  return issues;
}

/** The body's shape; the rules (whose date limits follow the server's clock) run in the service. */
export const trainingInputBodySchema = z.object(trainingInputShape, { error: formMessages.invalid });

export function makeTrainingInputSchema(options: { now?: Now } = {}) {
  return trainingInputBodySchema.superRefine((values, ctx) =>
    addIssues(ctx, checkTrainingInput(values, options)),
  );
}
export type TrainingInput = z.input<ReturnType<typeof makeTrainingInputSchema>>;

/** The saved position, in the work-history position's field names (schemas/work-history.ts). */
export const trainingPositionSchema = z.object({
  id: z.string(),
  type: z.literal('training'),
  training_type: trainingTypeSchema,
  /** The program's id in /api/physician_training, '' when typed in. */
  program_id: z.string(),
  program_name: z.string(),
  institution: z.string(),
  specialty: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  isCurrent: z.boolean(),
  address_city: z.string(),
  address_state: z.string(),
  address_country: z.string(),
});
export type TrainingPosition = z.infer<typeof trainingPositionSchema>;

export const trainingApi = {
  add: contract({
    method: 'POST',
    path: '/api/training',
    access: { action: 'post_self_attested' },
    tags: ['lookups'],
    summary: 'Adds a training position (from the program list or typed in) to the work history',
    description:
      "The rules of makeTrainingInputSchema run with the server's clock; every issue is answered at once " +
      '(400 request.invalid, details at the field names).',
    body: trainingInputBodySchema,
    response: trainingPositionSchema,
    errors: [],
  }),
};
