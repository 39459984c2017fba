import {
  attestationAnswersSchema,
  checkAttestationAnswers,
  questionSetOf,
  splitSignAndSubmitTasks,
  taskErrors,
  translate,
  type AttestationAnswers,
  type ErrorDetail,
  type ClinicianTask,
  type HolderTasks,
  type TaskDetail,
  type TaskGetResponse,
  type TaskOffset,
  type TaskStatus,
  type TaskUpdateFields,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { audit } from '../audit/audit.service';
import { addUse, findOwned, removeUse } from '../documents/documents.repository';
import { documentLink, ownedDocuments, type DocumentsDeps } from '../documents/documents.service';
import { findUserTask, listUserTasks, updateUserTask, type UserTaskRow } from './tasks.repository';

export interface TasksDeps {
  db: Kysely<Database>;
  clock?: Clock;
  /** For action=download: the documents module's link maker. */
  documents?: DocumentsDeps;
}

const present = (row: UserTaskRow): ClinicianTask => {
  const config = (row.config ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    task_status: row.task_status as TaskStatus,
    required_for_share: row.required_for_share,
    assigned: new Date(row.assigned_at).toISOString(),
    subscriber_group: row.subscriber_group_id,
    subscriber_group_name: row.subscriber_group_name,
    subscriber_group_task_id: row.subscriber_group_task_id,
    sign_and_submit_order: row.sign_and_submit_order,
    config: {
      ...config,
      wallet_location: typeof config.wallet_location === 'string' ? config.wallet_location : null,
    },
  };
};

/**
 * The signed-in clinician's tasks, optionally of one subscriber group. A group the clinician has no task
 * from (another organization's, or none at all) gives an empty list: the filter only narrows their own.
 */
export async function listClinicianTasks(
  deps: TasksDeps,
  { userId, origin }: Caller,
  subGroupId: string | undefined,
) {
  const rows = await listUserTasks(deps.db, userId, subGroupId);
  await audit(deps.db, origin, {
    action: 'clinician_task.list',
    outcome: 'success',
    target_type: 'user',
    target_id: userId,
    details: { sub_group_id: subGroupId ?? null, count: rows.length },
  });
  return rows.map(present);
}

const OPEN_STATUSES: readonly string[] = ['todo', 'in_progress'];
const isOpen = (task: { task_status: string }) => OPEN_STATUSES.includes(task.task_status);
const questionSetIdOf = (row: UserTaskRow): string | null => {
  const id = (row.config as Record<string, unknown> | null)?.question_set;
  return row.type === 'question' && typeof id === 'string' ? id : null;
};

async function detailOf(db: Kysely<Database>, userId: string, row: UserTaskRow): Promise<TaskDetail> {
  const [document] = row.document_id ? await ownedDocuments(db, userId, [row.document_id]) : [];
  const answers = attestationAnswersSchema.safeParse(row.answers ?? {});
  return {
    task: present(row),
    question_set: questionSetIdOf(row),
    answers: answers.success ? answers.data : {},
    document: document ?? null,
    submitted_at: row.submitted_at ? new Date(row.submitted_at).toISOString() : null,
    // A task the organization returned shows its message until handed in again (decision 055).
    review_message: isOpen(row) ? row.review_message : null,
  };
}

/** Where a task stands in its list: the sign-and-submit list, or its group's other tasks. */
function offsetOf(rows: UserTaskRow[], row: UserTaskRow): TaskOffset {
  const tasks = rows.map(present);
  const { signAndSubmit, other } = splitSignAndSubmitTasks(tasks);
  const inSignAndSubmit = signAndSubmit.some((task) => task.id === row.id);
  const list = inSignAndSubmit
    ? signAndSubmit
    : other.filter((task) => task.subscriber_group === row.subscriber_group_id);
  const index = list.findIndex((task) => task.id === row.id);
  const after = [...list.slice(index + 1), ...list.slice(0, index)];
  const statusOf = new Map(rows.map((one) => [one.id, one.task_status]));
  return {
    list: inSignAndSubmit ? 'sign-and-submit' : 'supplementary',
    index,
    total: list.length,
    previous_id: list[index - 1]?.id ?? null,
    next_id: list[index + 1]?.id ?? null,
    next_open_id: after.find((task) => isOpen({ task_status: statusOf.get(task.id) ?? '' }))?.id ?? null,
  };
}

/** GET /api/clinician_task/{id}: prefill, offset or download; another clinician's task is a missing one. */
export async function getClinicianTask(
  deps: TasksDeps,
  caller: Caller,
  id: string,
  action: 'prefill' | 'offset' | 'download' = 'prefill',
): Promise<TaskGetResponse> {
  const row = await findUserTask(deps.db, caller.userId, id);
  if (!row) throw notFound();
  await audit(deps.db, caller.origin, {
    action: `clinician_task.${action}`,
    outcome: 'success',
    target_type: 'clinician_task',
    target_id: row.id,
  });
  if (action === 'offset') {
    const rows = await listUserTasks(deps.db, caller.userId);
    return { action, offset: offsetOf(rows, row) };
  }
  if (action === 'download') {
    if (!row.document_id || !deps.documents) throw notFound();
    return { action, link: await documentLink(deps.documents, caller, row.document_id) };
  }
  return { action, ...(await detailOf(deps.db, caller.userId, row)) };
}

const invalid = (details: ErrorDetail[]) => badRequest(details);
const wrongKind = (path: string) =>
  new AppError(400, taskErrors.wrongKind, translate('task.wrong-kind'), [
    { path, message: taskErrors.wrongKind },
  ]);
const documentNotFound = (path: string) =>
  new AppError(400, taskErrors.documentNotFound, translate('task.document-not-found'), [
    { path, message: taskErrors.documentNotFound },
  ]);

/** The answers' JSON read and shaped; every problem at its question's path. */
function readAnswers(text: string): AttestationAnswers {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid([{ path: 'answers', message: 'request.invalid' }]);
  }
  const parsed = attestationAnswersSchema.safeParse(value);
  if (!parsed.success)
    throw invalid(
      parsed.error.issues.map((issue) => ({
        path: ['answers', ...issue.path].join('.'),
        message: issue.message,
      })),
    );
  return parsed.data;
}

/**
 * PUT /api/clinician_task/{id}: saves the answers (question task) or the document (document task), and
 * with submit='true' hands the task in once every rule holds. Everything is checked before anything is
 * written, and the write (the task, where its documents are used, the audit row) is one transaction.
 */
export async function updateClinicianTask(
  deps: TasksDeps & { clock: Clock },
  caller: Caller,
  id: string,
  fields: TaskUpdateFields,
): Promise<TaskDetail> {
  const { userId, origin } = caller;
  const submit = fields.submit === 'true';
  const now = deps.clock();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await findUserTask(trx, userId, id, true);
    if (!row) throw notFound();
    if (!isOpen(row)) throw new AppError(409, taskErrors.notEditable, translate('task.not-editable'));

    let answers: AttestationAnswers | undefined;
    let documentId: string | null | undefined;
    const referenced: string[] = [];
    if (row.type === 'question') {
      if (fields.document_id !== undefined) throw wrongKind('document_id');
      const set = questionSetOf(questionSetIdOf(row));
      if (!set) throw wrongKind('answers');
      if (fields.answers !== undefined) answers = readAnswers(fields.answers);
      const effective = answers ?? attestationAnswersSchema.parse(row.answers ?? {});
      for (const [questionId, answer] of Object.entries(effective))
        if (answer.document) referenced.push(`answers.${questionId}.document|${answer.document.id}`);
      if (submit) {
        const issues = checkAttestationAnswers(set, effective, now);
        if (issues.length)
          throw invalid(
            issues.map((issue) => ({
              path: ['answers', ...(issue.path ?? [])].join('.'),
              message: issue.message,
            })),
          );
      }
    } else {
      if (fields.answers !== undefined) throw wrongKind('answers');
      if (fields.document_id !== undefined) {
        documentId = fields.document_id;
        referenced.push(`document_id|${documentId}`);
      }
      if (submit && !(documentId ?? row.document_id))
        throw new AppError(400, taskErrors.documentRequired, translate('task.document-required'), [
          { path: 'document_id', message: taskErrors.documentRequired },
        ]);
    }
    // Every document pointed at must be one of the caller's, stored.
    for (const entry of referenced) {
      const [path, documentRef] = entry.split('|') as [string, string];
      const owned = await findOwned(trx, userId, documentRef);
      if (!owned || owned.status !== 'stored') throw documentNotFound(path);
    }

    await updateUserTask(trx, userId, row.id, {
      ...(answers !== undefined ? { answers: JSON.stringify(answers) } : {}),
      ...(documentId !== undefined ? { document_id: documentId } : {}),
      task_status: submit ? 'submitted' : 'in_progress',
      ...(submit ? { submitted_at: now } : {}),
      updated_at: now,
    });
    // Where the task's documents are used: the task's document and the documents of its answers.
    const previous = new Set<string>();
    if (row.document_id) previous.add(row.document_id);
    for (const answer of Object.values(attestationAnswersSchema.safeParse(row.answers ?? {}).data ?? {}))
      if (answer.document) previous.add(answer.document.id);
    const current = new Set(referenced.map((entry) => entry.split('|')[1]!));
    if (row.type === 'document' && documentId === undefined && row.document_id) current.add(row.document_id);
    if (row.type === 'question' && answers === undefined) for (const one of previous) current.add(one);
    for (const documentRef of previous)
      if (!current.has(documentRef))
        await removeUse(trx, { document_id: documentRef, use_kind: 'task', use_id: row.id });
    for (const documentRef of current)
      await addUse(trx, {
        document_id: documentRef,
        user_id: userId,
        use_kind: 'task',
        use_id: row.id,
        label: row.name,
      });
    await audit(trx, origin, {
      action: submit ? 'clinician_task.submit' : 'clinician_task.save',
      outcome: 'success',
      target_type: 'clinician_task',
      target_id: row.id,
      details: { documents: current.size },
    });
    return row.id;
  });
  const saved = await findUserTask(deps.db, userId, outcome);
  if (!saved) throw notFound();
  return detailOf(deps.db, userId, saved);
}

/** 404 unless the task is the caller's (another clinician's answers like a missing one). */
export async function requireOwnTask(deps: TasksDeps, caller: Caller, id: string): Promise<void> {
  if (!(await findUserTask(deps.db, caller.userId, id))) throw notFound();
}

/** GET /api/holder_task: the sign-and-submit list, the other tasks by group, and the next one to sign. */
export async function holderTasks(deps: TasksDeps, { userId, origin }: Caller): Promise<HolderTasks> {
  const rows = await listUserTasks(deps.db, userId);
  const { signAndSubmit, other } = splitSignAndSubmitTasks(rows.map(present));
  const groups = new Map<string, HolderTasks['supplementary'][number]>();
  for (const task of other) {
    const group = groups.get(task.subscriber_group) ?? {
      subscriber_group: task.subscriber_group,
      subscriber_group_name: task.subscriber_group_name,
      tasks: [],
    };
    group.tasks.push(task);
    groups.set(task.subscriber_group, group);
  }
  await audit(deps.db, origin, {
    action: 'holder_task.list',
    outcome: 'success',
    target_type: 'user',
    target_id: userId,
    details: { count: rows.length },
  });
  return {
    sign_and_submit: signAndSubmit,
    supplementary: [...groups.values()],
    next_sign_and_submit: signAndSubmit.find(isOpen)?.id ?? null,
  };
}
