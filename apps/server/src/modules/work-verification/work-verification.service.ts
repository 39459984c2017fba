import { randomUUID } from 'node:crypto';
import {
  isBeforeLookBack,
  workHistoryConfigOf,
  WORK_VERIFICATION_TOKEN_DAYS,
  type WorkVerificationItem,
  type WorkVerificationRequestsData,
  type WorkVerificationRequestView,
  type workVerificationSendBodySchema,
} from '@credence/shared';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { AFFILIATIONS_KEY, affiliationsOf } from '../affiliations/affiliations';
import { audit } from '../audit/audit.service';
import { WORK_HISTORY_KEY } from '../lookups/training.service';
import { readValues } from '../self-attested/self-attested.repository';
import { findSubscribedRequirement } from '../subscriptions/subscribed-requirement';
import { entriesOf } from '../work-history/entries';
import * as repository from './work-verification.repository';
import type { WorkVerificationSummary } from './work-verification.repository';
import {
  DAY_MS,
  iso,
  issueToken,
  linkOf,
  monthOf,
  textOf,
  verifierMessage,
  type Db,
  type WorkVerificationDeps,
} from './work-verification.common';
export type { VerifierOrigin, WorkVerificationDeps } from './work-verification.common';

// Work verification by outside verifiers (issue 16; decision 039). The clinician's half (which items the
// requirement wants verified, sending the link) is called with the Caller; the verifier's half is public and
// reached only by the link's token, which is never stored or logged (only its SHA-256), expires after
// WORK_VERIFICATION_TOKEN_DAYS and dies once the request is answered, re-sent or given to another verifier.

const FIRST_NAME_KEY = 'basic_info|first_name';
const LAST_NAME_KEY = 'basic_info|last_name';

// ——— The clinician's half ———

interface RequirementItems {
  required: { work_history: boolean; hospital_affiliations: boolean };
  items: Omit<WorkVerificationItem, 'request'>[];
}

/**
 * What the requirement wants verified (application_config verification.work_history.required and
 * verification.hospital_affiliations.required): every work-history position (not gaps) reaching into the
 * look-back, and every affiliation. 404 when the caller is not subscribed to the requirement.
 */
async function requirementItems(deps: WorkVerificationDeps, userId: string, appReqId: string) {
  const requirement = await findSubscribedRequirement(deps.db, userId, appReqId);
  if (!requirement) throw notFound();
  const history = workHistoryConfigOf(requirement.application_config);
  const affiliationsWanted =
    (
      ((requirement.application_config as Record<string, unknown> | null)?.verification ?? {}) as Record<
        string,
        { required?: unknown } | undefined
      >
    ).hospital_affiliations?.required === true;
  const rows = await readValues(deps.db, userId, [WORK_HISTORY_KEY, AFFILIATIONS_KEY]);
  const valueOf = (key: string) => rows.find((row) => row.key === key)?.value;
  const result: RequirementItems = {
    required: { work_history: history.required, hospital_affiliations: affiliationsWanted },
    items: [],
  };
  if (history.required) {
    const stored = valueOf(WORK_HISTORY_KEY);
    for (const entry of entriesOf(Array.isArray(stored) ? stored : [])) {
      if (entry.type === 'gap' || !entry.id) continue;
      const dates = {
        start_date: textOf(entry.start_date),
        end_date: entry.isCurrent ? '' : textOf(entry.end_date),
        isCurrent: entry.isCurrent === true,
      };
      if (isBeforeLookBack(dates, history.lookBackYears, deps.clock())) continue;
      result.items.push({
        kind: 'work_history',
        item_id: String(entry.id),
        institution: textOf(entry.institution) || textOf(entry.program_name),
        role: textOf(entry.role) || textOf(entry.training_type) || textOf(entry.type),
        department: textOf(entry.department),
        start_date: dates.start_date,
        end_date: dates.end_date,
      });
    }
  }
  if (affiliationsWanted) {
    const stored = valueOf(AFFILIATIONS_KEY);
    for (const affiliation of affiliationsOf(Array.isArray(stored) ? stored : [])) {
      result.items.push({
        kind: 'affiliation',
        item_id: affiliation.id,
        institution: textOf(affiliation.institution),
        role: textOf(affiliation.privilege_status),
        department: textOf(affiliation.department),
        start_date: monthOf(affiliation.start_date),
        end_date: affiliation.isCurrent === true ? '' : monthOf(affiliation.end_date),
      });
    }
  }
  return result;
}

/** A request as the clinician sees it; an open request whose link lapsed reads as expired. */
export function requestView(row: WorkVerificationSummary, now: Date): WorkVerificationRequestView {
  const lapsed =
    (row.status === 'pending' || row.status === 'in_progress') && new Date(row.expires_at) <= now;
  return {
    id: row.id,
    verifier_name: row.verifier_name,
    verifier_email: row.verifier_email,
    status: lapsed ? 'error' : row.status,
    error: lapsed ? 'expired' : row.error,
    decline_reason: row.decline_reason,
    sent_at: iso(row.sent_at)!,
    opened_at: iso(row.opened_at),
    signed_at: iso(row.signed_at),
    expires_at: iso(row.expires_at)!,
  };
}

/**
 * Complete when the requirement wants nothing verified, or when there is something to verify and every item
 * has a request that is not in error (the verifier's answer is theirs to give; the clinician's part is done).
 */
export const verificationsComplete = (
  required: RequirementItems['required'],
  items: readonly WorkVerificationItem[],
): boolean =>
  !(required.work_history || required.hospital_affiliations) ||
  (items.length > 0 && items.every((item) => item.request !== null && item.request.status !== 'error'));

async function itemsWithRequests(deps: WorkVerificationDeps, userId: string, appReqId: string) {
  const wanted = await requirementItems(deps, userId, appReqId);
  const rows = await repository.listForUser(deps.db, userId);
  const now = deps.clock();
  const items = wanted.items.map((item) => {
    const row = rows.find((candidate) => candidate.kind === item.kind && candidate.item_id === item.item_id);
    return { ...item, request: row ? requestView(row, now) : null };
  });
  return { required: wanted.required, items, complete: verificationsComplete(wanted.required, items) };
}

/** The verifications step of GET /api/progress_steps. */
export async function workVerificationsComplete(
  deps: WorkVerificationDeps,
  userId: string,
  appReqId: string,
): Promise<boolean> {
  return (await itemsWithRequests(deps, userId, appReqId)).complete;
}

/** GET /api/work_verification_requests. */
export async function listWorkVerificationRequests(
  deps: WorkVerificationDeps,
  who: Caller,
  appReqId: string,
): Promise<WorkVerificationRequestsData> {
  const data = await itemsWithRequests(deps, who.userId, appReqId);
  await audit(deps.db, who.origin, {
    action: 'work_verification.requests.read',
    outcome: 'success',
    target_type: 'user',
    target_id: who.userId,
    details: { app_req_id: appReqId, items: data.items.length },
  });
  return data;
}

/** The clinician's name as the profile has it (basic_info), else as the account has it. */
async function clinicianName(db: Db, userId: string) {
  const names = await readValues(db, userId, [FIRST_NAME_KEY, LAST_NAME_KEY]);
  const nameOf = (key: string) => textOf(names.find((row) => row.key === key)?.value);
  const account = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return {
    first_name: nameOf(FIRST_NAME_KEY) || textOf(account?.first_name),
    last_name: nameOf(LAST_NAME_KEY) || textOf(account?.last_name),
  };
}

type SendBody = z.output<typeof workVerificationSendBodySchema>;

/**
 * POST /api/work_verification_requests: sends the item's link to the named verifier — the first time, again
 * (a new link; the old ones stop working), or to another verifier. The clinician's own item only (another
 * clinician's answers the 404 of a missing one); a signed request cannot be sent again (409).
 */
export async function sendWorkVerificationRequest(
  deps: WorkVerificationDeps,
  who: Caller,
  body: SendBody,
): Promise<{ request: WorkVerificationRequestView }> {
  const wanted = await requirementItems(deps, who.userId, body.app_req_id);
  const item = wanted.items.find(
    (candidate) => candidate.kind === body.kind && candidate.item_id === body.item_id,
  );
  if (!item) throw notFound();
  const clinician = await clinicianName(deps.db, who.userId);
  const at = deps.clock();
  const expiresAt = new Date(at.getTime() + WORK_VERIFICATION_TOKEN_DAYS * DAY_MS);
  const { request, token } = await deps.db.transaction().execute(async (trx) => {
    const existing = await repository.findForItem(trx, who.userId, body.kind, body.item_id);
    if (existing && (existing.status === 'signed' || existing.status === 'verified'))
      throw new AppError(409, 'request.conflict', 'Already signed by the verifier');
    const id = await repository.upsertRequest(trx, {
      id: existing?.id ?? randomUUID(),
      userId: who.userId,
      kind: body.kind,
      itemId: body.item_id,
      appReqId: body.app_req_id,
      subject: { clinician, position: { ...item, request: undefined } },
      verifierName: body.verifier_name.trim(),
      verifierEmail: body.verifier_email,
      at,
      expiresAt,
    });
    await repository.deleteTokens(trx, id);
    const token = await issueToken(trx, id, at, expiresAt);
    // Ids only: never the verifier's name or address.
    await audit(trx, who.origin, {
      action: existing ? 'work_verification.resend' : 'work_verification.send',
      outcome: 'success',
      target_type: 'work_verification',
      target_id: id,
      details: {
        kind: body.kind,
        item_id: body.item_id,
        verifier_changed: existing ? existing.verifier_email !== body.verifier_email : false,
      },
    });
    const [row] = (await repository.listForUser(trx, who.userId)).filter((candidate) => candidate.id === id);
    return { request: row!, token };
  });
  await deps.mailer.send(
    verifierMessage('email.work-verification', {
      to: body.verifier_email,
      verifier: body.verifier_name.trim(),
      clinician: `${clinician.first_name} ${clinician.last_name}`.trim(),
      institution: item.institution,
      link: linkOf(deps.config, token),
    }),
  );
  return { request: requestView(request, at) };
}

/** The wallet's call once the clinician accepted the credential made of a signed verification. */
export async function markWorkVerificationVerified(db: Db, userId: string, id: string, at: Date) {
  const row = await db
    .updateTable('work_verifications')
    .set({ status: 'verified', updated_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'signed')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
