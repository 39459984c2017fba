import { DEFAULT_WORK_HISTORY_CONFIG, workHistoryConfigOf, type WorkHistoryConfig } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { findSubscribedRequirement } from '../subscriptions/subscribed-requirement';

/**
 * What the requirement asks of the history; the defaults without one. A requirement none of the caller's
 * subscriptions (active or pending) names answers 404 like an unknown one, so ids cannot be probed.
 */
export async function configForCaller(
  db: Kysely<Database>,
  userId: string,
  appReqId?: string,
): Promise<WorkHistoryConfig> {
  if (appReqId === undefined) return DEFAULT_WORK_HISTORY_CONFIG;
  const requirement = await findSubscribedRequirement(db, userId, appReqId);
  if (!requirement) throw notFound();
  return workHistoryConfigOf(requirement.application_config);
}
