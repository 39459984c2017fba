import { z } from 'zod';
import { taskStatusSchema, taskTypeSchema } from '../domain/tasks';
import { contract } from './contract';
import { documentLinkSchema, documentSchema } from './documents';
import { taskErrors } from './tasks.errors';

// The contract of the clinician's tasks (apps/server/src/modules/tasks; 000 §4, §7 'clinician_task').

export const clinicianTaskSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: taskTypeSchema,
  task_status: taskStatusSchema,
  required_for_share: z.boolean(),
  /** When the task was assigned (ISO 8601). */
  assigned: z.string(),
  subscriber_group: z.uuid(),
  subscriber_group_name: z.string(),
  subscriber_group_task_id: z.uuid(),
  sign_and_submit_order: z.number().int().nullable(),
  // The organization's task settings travel as they are; wallet_location places the task (000 §4).
  config: z.looseObject({ wallet_location: z.string().nullable() }),
});
export type ClinicianTask = z.infer<typeof clinicianTaskSchema>;

const taskIdParams = z.object({ id: z.uuid({ error: 'request.not-found' }) });

/** GET /api/clinician_task/{id}: `action` prefill (the default), offset or download (000 §7). */
export const TASK_ACTIONS = ['prefill', 'offset', 'download'] as const;
export const taskActionSchema = z.enum(TASK_ACTIONS, { error: 'request.invalid' });

/** A saved answer as the server answers it (the request's schema transforms; an answer's shape may not). */
export const savedAnswerSchema = z.object({
  answer: z.string(),
  explanation: z.string(),
  document: z.object({ id: z.string(), name: z.string().optional() }).nullable(),
  date: z.string(),
});

/** A task with what the clinician gave so far: the answers of a question task, the document of a document task. */
export const taskDetailSchema = z.object({
  task: clinicianTaskSchema,
  /** The question set a question task asks (packages/shared/src/schemas/question-sets.ts); null otherwise. */
  question_set: z.string().nullable(),
  answers: z.record(z.string(), savedAnswerSchema),
  document: documentSchema.nullable(),
  submitted_at: z.string().nullable(),
  /** When the organization returned the task: its message (decision 055); null otherwise. */
  review_message: z.string().nullable().optional(),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

/**
 * Where the task stands in its list (the sign-and-submit list in sign_and_submit_order, else the other
 * tasks of its subscriber group): its 0-based index, the list's length, and the neighbours' ids.
 */
export const taskOffsetSchema = z.object({
  list: z.enum(['sign-and-submit', 'supplementary']),
  index: z.number().int().nonnegative(),
  total: z.number().int().positive(),
  previous_id: z.uuid().nullable(),
  next_id: z.uuid().nullable(),
  /** The next task of the list still to do, after this one (wrapping round); null when none is left. */
  next_open_id: z.uuid().nullable(),
});
export type TaskOffset = z.infer<typeof taskOffsetSchema>;

export const taskGetResponseSchema = z.discriminatedUnion('action', [
  taskDetailSchema.extend({ action: z.literal('prefill') }),
  z.object({ action: z.literal('offset'), offset: taskOffsetSchema }),
  z.object({ action: z.literal('download'), link: documentLinkSchema }),
]);
export type TaskGetResponse = z.infer<typeof taskGetResponseSchema>;

/**
 * The text fields of PUT /api/clinician_task/{id} (multipart/form-data). `answers` is the JSON of the
 * question task's answers; `document_id` a document the clinician uploaded (POST /api/document) for a
 * document task; `submit` = 'true' hands the task in, after which it is no longer changed.
 */
export const taskUpdateFieldsSchema = z.object({
  answers: z.string().max(200_000).optional(),
  document_id: z.uuid({ error: 'task.document-not-found' }).optional(),
  submit: z.enum(['true', 'false'], { error: 'request.invalid' }).optional(),
});
export type TaskUpdateFields = z.infer<typeof taskUpdateFieldsSchema>;

/** The whole multipart body of PUT /api/clinician_task/{id}: the answers' JSON and two short fields. */
export const TASK_UPDATE_MAX_BYTES = 256 * 1024;

/** GET /api/holder_task: the clinician's tasks as the wallet places them. */
export const holderTasksSchema = z.object({
  /** config.wallet_location sign-and-submit, in sign_and_submit_order (000 §4). */
  sign_and_submit: z.array(clinicianTaskSchema),
  /** Every other task, grouped by subscriber group ('supplementary tasks'). */
  supplementary: z.array(
    z.object({
      subscriber_group: z.uuid(),
      subscriber_group_name: z.string(),
      tasks: z.array(clinicianTaskSchema),
    }),
  ),
  /** The first sign-and-submit task still to do: the 'next slug' the web keeps in local storage. */
  next_sign_and_submit: z.uuid().nullable(),
});
export type HolderTasks = z.infer<typeof holderTasksSchema>;

/** The endpoints of tasks (decision 030: one contract per endpoint). */
export const tasksApi = {
  list: contract({
    method: 'GET',
    path: '/api/clinician_task',
    access: { action: 'get_tasks' },
    tags: ['tasks'],
    summary: "The signed-in clinician's tasks, optionally of one subscriber group",
    query: z.object({ sub_group_id: z.uuid().optional() }),
    response: z.array(clinicianTaskSchema),
    errors: [],
  }),
  get: contract({
    method: 'GET',
    path: '/api/clinician_task/:id',
    access: { action: 'get_tasks' },
    tags: ['tasks'],
    summary: 'One task: prefill (its answers or document), offset (its place in its list) or download',
    description:
      'action=prefill (default) answers the task with the answers or document saved so far; action=offset its ' +
      "place in the sign-and-submit list or among its group's other tasks; action=download a short-lived link " +
      "to the task's document (404 when it has none). Another clinician's task answers the 404 of a missing one.",
    params: taskIdParams,
    query: z.object({ action: taskActionSchema.optional() }),
    response: taskGetResponseSchema,
    errors: ['request.not-found', 'document.not-ready'],
  }),
  update: contract({
    method: 'PUT',
    path: '/api/clinician_task/:id',
    access: { action: 'submit_tasks' },
    tags: ['tasks'],
    summary: "Saves a task's answers and/or document, and submits it",
    description:
      'multipart/form-data with text fields only: `answers` (JSON of { [question id]: { answer, explanation, ' +
      'document, date } }), `document_id` (a document uploaded with POST /api/document) and `submit` ' +
      "('true' to hand the task in). A save checks the answers' shape and that every document is the " +
      "clinician's; a submit also checks every rule of the question set (a Yes needs an explanation or a " +
      'document, required documents, the windows). All or nothing: a refused call changes nothing.',
    params: taskIdParams,
    multipart: { accept: [], maxBytes: TASK_UPDATE_MAX_BYTES, fields: taskUpdateFieldsSchema },
    response: taskDetailSchema,
    errors: [
      'request.not-found',
      'request.unsupported-media-type',
      taskErrors.notEditable,
      taskErrors.wrongKind,
      taskErrors.documentNotFound,
      taskErrors.documentRequired,
    ],
  }),
  holder: contract({
    method: 'GET',
    path: '/api/holder_task',
    access: { action: 'get_tasks' },
    tags: ['tasks'],
    summary: "The clinician's tasks as the wallet places them: sign-and-submit and supplementary",
    response: holderTasksSchema,
    errors: [],
  }),
};
