import type { TaskStatus } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { audit } from '../audit/audit.service';
import { listUserTasks } from './tasks.repository';

export interface TasksDeps {
  db: Kysely<Database>;
}

type TaskRow = Awaited<ReturnType<typeof listUserTasks>>[number];

const present = (row: TaskRow) => {
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
