import {
  consoleRequirementErrors,
  paths,
  translate,
  type ConsoleClinician,
  type ConsoleTask,
} from '@credence/shared';
import { AppError, notFound } from '#server/lib/app-error';
import type { Caller } from '#server/lib/caller';
import { audit } from '../../audit/audit.service';
import { notify, type NotifyDeps } from '../../notifications/notifications.service';
import { buildChecklist } from '../../sharing/checklist';
import {
  findOwnSubscription,
  listRequiredTasks,
  listShareableCandidates,
  readAdoptedSignature,
} from '../../sharing/sharing.repository';
import { findGroupById, listGroupSubscriptions } from '../console.repository';
import { rosterEntryOf } from '../console.service';
import { groupOf } from '../staff-group';
import {
  findAssignableTemplate,
  findGroupTask,
  insertClinicianTask,
  listGroupTasksOf,
  reviewSubmittedTask,
  type GroupTaskRow,
} from './clinician-file.repository';
import { listTemplates } from './requirement-sets.repository';

// A clinician's file in the console (issue 18, decision 055): the checklist against their requirement set
// (the sharing module's own checklist code), the tasks the group assigned with their submissions, and the
// templates still to assign. Only a subscription of the caller's group; anything else is the 404 of a
// missing one.

export type ClinicianFileDeps = NotifyDeps;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function taskOut(row: GroupTaskRow): ConsoleTask {
  return {
    id: row.id,
    template_id: row.template_id,
    name: row.name,
    type: row.type,
    required_for_share: row.required_for_share,
    task_status: row.task_status as ConsoleTask['task_status'],
    assigned_at: iso(row.assigned_at)!,
    submitted_at: iso(row.submitted_at),
    review_message: row.review_message,
    reviewed_at: iso(row.reviewed_at),
    reviewed_by: row.reviewed_by_name,
  };
}

async function subscriptionOfCaller(deps: ClinicianFileDeps, caller: Caller, id: string) {
  const groupId = groupOf(caller);
  const row = groupId ? (await listGroupSubscriptions(deps.db, groupId)).find((s) => s.id === id) : undefined;
  if (!groupId || !row) throw notFound();
  return { groupId, row };
}

export async function clinicianFile(
  deps: ClinicianFileDeps,
  caller: Caller,
  id: string,
): Promise<ConsoleClinician> {
  const { groupId, row } = await subscriptionOfCaller(deps, caller, id);
  const subscription = (await findOwnSubscription(deps.db, row.user_id, id))!;
  const [credentials, requiredTasks, adoptedSignature, tasks, templates] = await Promise.all([
    listShareableCandidates(deps.db, row.user_id),
    listRequiredTasks(deps.db, row.user_id, groupId, subscription.app_req_id),
    readAdoptedSignature(deps.db, row.user_id),
    listGroupTasksOf(deps.db, groupId, row.user_id),
    subscription.app_req_id ? listTemplates(deps.db, groupId, subscription.app_req_id) : [],
  ]);
  const checklist = buildChecklist({
    subscription,
    credentials,
    tasks: requiredTasks,
    adoptedSignature,
    now: deps.clock(),
  });
  await audit(deps.db, caller.origin, {
    action: 'console.clinician.read',
    outcome: 'success',
    target_type: 'user',
    target_id: row.user_id,
    details: { subscription_id: id },
  });
  const assigned = new Set(tasks.map((task) => task.template_id));
  const entry = rosterEntryOf(row);
  return {
    id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    state: entry.state,
    requirement: subscription.app_req_id
      ? { id: subscription.app_req_id, name: subscription.requirement_name ?? '' }
      : null,
    // Staff see where each item stands, not the clinician's credentials: those come only in a share.
    checklist: {
      ready: checklist.ready,
      window_days: checklist.window_days,
      items: checklist.items.map((item) => ({ ...item, name: null, credential_id: null, fix: null })),
    },
    tasks: tasks.map(taskOut),
    assignable: templates
      .filter((template) => !assigned.has(template.id))
      .map((template) => {
        const config = (template.config ?? {}) as Record<string, unknown>;
        return {
          id: template.id,
          name: template.name,
          type: template.type,
          required_for_share: template.required_for_share,
          wallet_location: typeof config.wallet_location === 'string' ? config.wallet_location : null,
          sign_and_submit_order: template.sign_and_submit_order,
          question_set: typeof config.question_set === 'string' ? config.question_set : null,
          assigned: template.assigned ?? 0,
        };
      }),
    reviewed_at: entry.reviewed_at,
    reviewed_by: entry.reviewed_by,
  };
}

/** Assigns a template of the clinician's set; the clinician is notified (in the app, and as they chose). */
export async function assignTask(
  deps: ClinicianFileDeps,
  caller: Caller,
  id: string,
  templateId: string,
): Promise<ConsoleTask> {
  const { groupId, row } = await subscriptionOfCaller(deps, caller, id);
  const template = await findAssignableTemplate(deps.db, groupId, row.app_req_id, templateId);
  if (!template) throw notFound();
  const taskId = await insertClinicianTask(deps.db, row.user_id, template.id, deps.clock());
  if (!taskId)
    throw new AppError(
      409,
      consoleRequirementErrors.taskAlreadyAssigned,
      translate('console.task-already-assigned'),
    );
  await audit(deps.db, caller.origin, {
    action: 'console.task.assign',
    outcome: 'success',
    target_type: 'clinician_task',
    target_id: taskId,
    details: { subscription_id: id },
  });
  const group = (await findGroupById(deps.db, groupId))!;
  await notify(deps, {
    userId: row.user_id,
    type: 'task_assigned',
    titleKey: 'notification.task-assigned',
    titleParams: { organization: group.name, task: template.name },
    payload: { task_id: taskId, path: paths.task(taskId) },
    origin: caller.origin,
  });
  return taskOut((await findGroupTask(deps.db, groupId, taskId))!);
}

/** Accepts (final) or returns (back to to-do, with the message) a submitted task of the group. */
export async function reviewTask(
  deps: ClinicianFileDeps,
  caller: Caller,
  id: string,
  decision: { accept: true } | { accept: false; message: string },
): Promise<ConsoleTask> {
  const groupId = groupOf(caller);
  const task = groupId ? await findGroupTask(deps.db, groupId, id) : undefined;
  if (!groupId || !task) throw notFound();
  const moved = await reviewSubmittedTask(
    deps.db,
    id,
    decision.accept
      ? { task_status: 'completed', review_message: null, reviewed_by: caller.actorId }
      : { task_status: 'todo', review_message: decision.message, reviewed_by: caller.actorId },
    deps.clock(),
  );
  if (!moved)
    throw new AppError(
      409,
      consoleRequirementErrors.taskNotSubmitted,
      translate('console.task-not-submitted'),
    );
  await audit(deps.db, caller.origin, {
    action: decision.accept ? 'console.task.accept' : 'console.task.return',
    outcome: 'success',
    target_type: 'clinician_task',
    target_id: id,
  });
  if (!decision.accept) {
    const group = (await findGroupById(deps.db, groupId))!;
    await notify(deps, {
      userId: task.user_id,
      type: 'task_assigned',
      titleKey: 'notification.task-returned',
      titleParams: { organization: group.name, task: task.name },
      payload: { task_id: id, path: paths.task(id) },
      origin: caller.origin,
    });
  }
  return taskOut((await findGroupTask(deps.db, groupId, id))!);
}
