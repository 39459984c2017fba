import {
  PROFESSIONAL_HISTORY_STEPS,
  findWorkHistoryGaps,
  historyStepStatus,
  workHistoryConfigOf,
  type ApplicationRequirementData,
  type ProgressStepsData,
  type WorkGapSpan,
  type WorkHistoryEntry,
  workHistoryConfigData,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { affiliationsComplete } from '../affiliations/affiliations.service';
import { audit } from '../audit/audit.service';
import type { Caller } from '../../lib/caller';
import { referencesComplete } from '../references/references.service';
import {
  type WorkVerificationDeps,
  workVerificationsComplete,
} from '../work-verification/work-verification.service';
import { readHistory } from './entries.service';
import { configForCaller } from './requirement-config';
import { findSubscribedRequirement } from '../subscriptions/subscribed-requirement';
import { findPrefill } from './work-history.repository';

type Db = Kysely<Database>;

/** GET /api/application_requirement/{id}. */
export async function requirementOfCaller(
  db: Db,
  caller: Caller,
  appReqId: string,
): Promise<ApplicationRequirementData> {
  const row = await findSubscribedRequirement(db, caller.userId, appReqId);
  if (!row) throw notFound();
  return {
    id: row.id,
    name: row.name,
    subscriber_group: { id: row.group_id, name: row.group_name, logo_url: row.group_logo_url },
    application_config: row.application_config ?? {},
    attested_reqs: Array.isArray(row.attested_reqs) ? row.attested_reqs : [],
    credential_set: Array.isArray(row.credential_set) ? row.credential_set : [],
    work_history: workHistoryConfigData(workHistoryConfigOf(row.application_config)),
  };
}

/** POST /api/calculate_gaps: the gaps of a list the web has not saved, under the requirement's rules. */
export async function calculateGaps(
  deps: { db: Db; clock: Clock },
  caller: Caller,
  body: { app_req_id?: string | undefined; work_history: WorkHistoryEntry[] },
): Promise<{ gaps: WorkGapSpan[] }> {
  const config = await configForCaller(deps.db, caller.userId, body.app_req_id);
  return {
    gaps: findWorkHistoryGaps(body.work_history, {
      lookBackYears: config.lookBackYears,
      allowedGapDays: config.allowedGapDays,
      now: deps.clock(),
    }),
  };
}

/**
 * GET /api/progress_steps (000 §4): resume is done once a resume was read (a prefill row, even dismissed) or
 * the history holds a job; history by historyStepStatus; affiliations and references as GET /api/affiliations
 * and GET /api/reference answer `complete`; verifications as GET /api/work_verification_requests (decision 039).
 */
export async function progressSteps(
  deps: WorkVerificationDeps,
  caller: Caller,
  appReqId: string,
): Promise<ProgressStepsData> {
  const config = await configForCaller(deps.db, caller.userId, appReqId);
  const [entries, prefill, affiliations, references, verifications] = await Promise.all([
    readHistory(deps.db, caller.userId),
    findPrefill(deps.db, caller.userId),
    affiliationsComplete(deps, caller.userId, appReqId),
    referencesComplete(deps, caller.userId, appReqId),
    workVerificationsComplete(deps, caller.userId, appReqId),
  ]);
  const done: Partial<Record<(typeof PROFESSIONAL_HISTORY_STEPS)[number], boolean>> = {
    resume: prefill !== undefined || entries.some((entry) => entry.type === 'job'),
    history: historyStepStatus(entries, config, deps.clock()).complete,
    affiliations,
    references,
    verifications,
  };
  await audit(deps.db, caller.origin, {
    action: 'work_history.progress.read',
    outcome: 'success',
    target_type: 'user',
    target_id: caller.userId,
    details: { app_req_id: appReqId },
  });
  return {
    steps: PROFESSIONAL_HISTORY_STEPS.map((step) => ({
      step,
      complete: done[step] ?? false,
    })),
  };
}
