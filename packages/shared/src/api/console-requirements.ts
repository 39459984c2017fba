import { z } from 'zod';
import { applicationConfigSchema } from '../domain/application-config';
import { rosterStateSchema } from '../domain/staff';
import { TASK_WALLET_LOCATIONS, taskStatusSchema, taskTypeSchema } from '../domain/tasks';
import { QUESTION_SETS } from '../schemas/question-sets';
import { consoleRequirementErrors } from './console-requirements.errors';
import { contract } from './contract';
import { checklistItemSchema } from './sharing';

// The console's requirement sets (000 §3 app_req: provider types, credential set, application_config,
// attested_reqs, task templates) and the per-clinician page (checklist, tasks, submissions). Issue 18,
// decision 055. Reads need view_requirements (sets) or assign_tasks (a clinician's file); writes need
// manage_requirements (sets), assign_tasks (assigning) and review_files (accepting or returning). Another
// group's set, clinician or task is the same 404 as a missing one.

const id = z.uuid();
const idParams = z.object({ id });

export const REQUIREMENT_NAME_MAX = 100;
export const TASK_TEMPLATE_NAME_MAX = 200;
export const TASK_TEMPLATES_MAX = 30;
export const CREDENTIAL_SET_MAX = 30;
export const RETURN_MESSAGE_MAX = 1000;
export const SIGN_AND_SUBMIT_ORDER_MAX = 99;

/** The question sets shipped in packages/shared (schemas/question-sets.ts), by id. */
export const QUESTION_SET_IDS = Object.keys(QUESTION_SETS) as [string, ...string[]];
export const questionSetIdSchema = z.enum(QUESTION_SET_IDS);

const token = z.string().regex(/^[a-z][a-z0-9_]{0,59}$/);

/** One credential the set asks for, with the fields the organization wants disclosed (empty: the defaults). */
export const credentialSetEntrySchema = z.object({
  type: token,
  fields: z.array(token).max(30).default([]),
});
export type CredentialSetEntry = z.infer<typeof credentialSetEntrySchema>;

export const taskTemplateInputSchema = z
  .object({
    /** Present when editing a template the set already has. */
    id: id.optional(),
    name: z.string().trim().min(1).max(TASK_TEMPLATE_NAME_MAX),
    type: taskTypeSchema,
    required_for_share: z.boolean(),
    wallet_location: z.enum(TASK_WALLET_LOCATIONS).nullable(),
    sign_and_submit_order: z.number().int().min(1).max(SIGN_AND_SUBMIT_ORDER_MAX).nullable(),
    /** A question task's question set; a document task has none. */
    question_set: questionSetIdSchema.nullable(),
  })
  .superRefine((task, ctx) => {
    if (task.type === 'question' && !task.question_set)
      ctx.addIssue({ code: 'custom', path: ['question_set'], message: 'validation.required' });
    if (task.type === 'document' && task.question_set)
      ctx.addIssue({ code: 'custom', path: ['question_set'], message: 'request.invalid' });
    if (task.wallet_location === 'sign-and-submit' && task.sign_and_submit_order === null)
      ctx.addIssue({ code: 'custom', path: ['sign_and_submit_order'], message: 'validation.required' });
  });
export type TaskTemplateInput = z.infer<typeof taskTemplateInputSchema>;

export const requirementSetInputSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(REQUIREMENT_NAME_MAX),
  credential_set: z.array(credentialSetEntrySchema).max(CREDENTIAL_SET_MAX),
  application_config: applicationConfigSchema,
  /** The attestation question sets (000 §3 attested_reqs). */
  attested_reqs: z.array(questionSetIdSchema).max(QUESTION_SET_IDS.length),
  task_templates: z.array(taskTemplateInputSchema).max(TASK_TEMPLATES_MAX),
});
export type RequirementSetInput = z.input<typeof requirementSetInputSchema>;
export type RequirementSetData = z.output<typeof requirementSetInputSchema>;

export const taskTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: taskTypeSchema,
  required_for_share: z.boolean(),
  wallet_location: z.string().nullable(),
  sign_and_submit_order: z.number().int().nullable(),
  question_set: z.string().nullable(),
  /** How many clinicians have it. */
  assigned: z.number().int(),
});
export type TaskTemplate = z.infer<typeof taskTemplateSchema>;

export const requirementSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  credential_set: z.array(z.object({ type: z.string(), fields: z.array(z.string()) })),
  /** As stored: an old set's config may hold settings the console does not edit; they are kept. */
  application_config: z.record(z.string(), z.unknown()),
  attested_reqs: z.array(z.string()),
  task_templates: z.array(taskTemplateSchema),
  /** Clinicians subscribed to the set: editing it changes what they are asked (decision 055). */
  subscribed: z.number().int(),
  updated_at: z.string().nullable(),
});
export type RequirementSet = z.infer<typeof requirementSetSchema>;

export const requirementOptionsSchema = z.object({
  credential_types: z.array(z.object({ type: z.string(), fields: z.array(z.string()) })),
  question_sets: z.array(z.object({ id: z.string(), kind: z.string() })),
  provider_types: z.array(z.string()),
});
export type RequirementOptions = z.infer<typeof requirementOptionsSchema>;

export const consoleTaskSchema = z.object({
  id: z.string(),
  template_id: z.string(),
  name: z.string(),
  type: taskTypeSchema,
  required_for_share: z.boolean(),
  task_status: taskStatusSchema,
  assigned_at: z.string(),
  submitted_at: z.string().nullable(),
  /** The last return's message, or null. */
  review_message: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
});
export type ConsoleTask = z.infer<typeof consoleTaskSchema>;

export const consoleClinicianSchema = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  state: rosterStateSchema,
  requirement: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The same checklist the clinician sees before sharing (decision 043), without credential values. */
  checklist: z.object({
    ready: z.boolean(),
    window_days: z.number().int(),
    items: z.array(checklistItemSchema),
  }),
  tasks: z.array(consoleTaskSchema),
  /** Templates of the set the clinician does not have yet. */
  assignable: z.array(taskTemplateSchema),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
});
export type ConsoleClinician = z.infer<typeof consoleClinicianSchema>;

/** The task template to assign (the web's assign form checks the same body). */
export const assignTaskBodySchema = z.object({ template_id: id });

export const returnTaskBodySchema = z.object({
  message: z.string().trim().min(1).max(RETURN_MESSAGE_MAX),
});

export const consoleRequirementsApi = {
  requirementOptions: contract({
    method: 'GET',
    path: '/api/console/requirement-options',
    access: { action: 'view_requirements' },
    tags: ['console'],
    summary:
      'What a requirement set may ask: credential types and their fields, question sets, provider types',
    response: requirementOptionsSchema,
    errors: [],
  }),
  requirement: contract({
    method: 'GET',
    path: '/api/console/requirements/:id',
    access: { action: 'view_requirements' },
    tags: ['console'],
    summary: 'One requirement set of the group with its task templates',
    params: idParams,
    response: requirementSetSchema,
    errors: ['request.not-found'],
  }),
  createRequirement: contract({
    method: 'POST',
    path: '/api/console/requirements',
    access: { action: 'manage_requirements' },
    tags: ['console'],
    summary: 'Creates a requirement set with its task templates',
    body: requirementSetInputSchema,
    response: requirementSetSchema,
    status: 201,
    errors: [],
  }),
  updateRequirement: contract({
    method: 'PUT',
    path: '/api/console/requirements/:id',
    access: { action: 'manage_requirements' },
    tags: ['console'],
    summary: 'Edits a requirement set in place; subscribed clinicians are asked the new set (decision 055)',
    params: idParams,
    body: requirementSetInputSchema,
    response: requirementSetSchema,
    errors: ['request.not-found'],
  }),
  clinician: contract({
    method: 'GET',
    path: '/api/console/clinicians/:id',
    access: { action: 'assign_tasks' },
    tags: ['console'],
    summary: "A subscribed clinician's checklist against their requirement set, tasks and submissions",
    params: idParams,
    response: consoleClinicianSchema,
    errors: ['request.not-found'],
  }),
  assignTask: contract({
    method: 'POST',
    path: '/api/console/clinicians/:id/tasks',
    access: { action: 'assign_tasks' },
    tags: ['console'],
    summary: "Assigns one of the set's task templates to the clinician, who is notified",
    params: idParams,
    body: assignTaskBodySchema,
    response: consoleTaskSchema,
    status: 201,
    errors: ['request.not-found', consoleRequirementErrors.taskAlreadyAssigned],
  }),
  acceptTask: contract({
    method: 'POST',
    path: '/api/console/tasks/:id/accept',
    access: { action: 'review_files' },
    tags: ['console'],
    summary: 'Accepts a submitted task; accepted is final',
    params: idParams,
    response: consoleTaskSchema,
    errors: ['request.not-found', consoleRequirementErrors.taskNotSubmitted],
  }),
  returnTask: contract({
    method: 'POST',
    path: '/api/console/tasks/:id/return',
    access: { action: 'review_files' },
    tags: ['console'],
    summary: 'Returns a submitted task to the clinician with a message; they see it again on /task/<id>',
    params: idParams,
    body: returnTaskBodySchema,
    response: consoleTaskSchema,
    errors: ['request.not-found', consoleRequirementErrors.taskNotSubmitted],
  }),
};
