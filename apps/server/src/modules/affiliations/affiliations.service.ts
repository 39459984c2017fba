import {
  affiliationConfigOf,
  type affiliationWriteBodySchema,
  type AffiliationAnswer,
  type AffiliationConfigData,
  type AffiliationEntry,
  type AffiliationsData,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { audit } from '../audit/audit.service';
import { lockProfileKey } from '../self-attested/profile-key-lock';
import type { Caller } from '../../lib/caller';
import { readValues, writeValue } from '../self-attested/self-attested.repository';
import { findSubscribedRequirement } from '../subscriptions/subscribed-requirement';
import {
  AFFILIATIONS_ANSWER_KEY,
  AFFILIATIONS_KEY,
  affiliationsOf,
  affiliationsStatus,
  answerOf,
  checkAffiliation,
  sortNewestFirst,
} from './affiliations';

type Db = Kysely<Database>;
export interface AffiliationsDeps {
  db: Db;
  clock: Clock;
}
type WriteBody = z.infer<typeof affiliationWriteBodySchema>;

/**
 * What the requirement asks of the affiliations; the defaults without one. A requirement none of the
 * caller's subscriptions names answers 404 like an unknown one (the work-history check).
 */
async function configForCaller(db: Db, userId: string, appReqId?: string): Promise<AffiliationConfigData> {
  if (appReqId === undefined) return affiliationConfigOf(undefined);
  const requirement = await findSubscribedRequirement(db, userId, appReqId);
  if (!requirement) throw notFound();
  return affiliationConfigOf(requirement.application_config);
}

/** The raw stored list and the answer. */
async function readStored(db: Db, userId: string) {
  const rows = await readValues(db, userId, [AFFILIATIONS_KEY, AFFILIATIONS_ANSWER_KEY]);
  const valueOf = (key: string) => rows.find((row) => row.key === key)?.value;
  const list = valueOf(AFFILIATIONS_KEY);
  return {
    list: Array.isArray(list) ? (list as unknown[]) : [],
    answer: answerOf(valueOf(AFFILIATIONS_ANSWER_KEY)),
  };
}

async function readAffiliations(db: Db, userId: string) {
  const { list, answer } = await readStored(db, userId);
  return { affiliations: affiliationsOf(list), answer };
}

/** The affiliations step of GET /api/progress_steps: the `complete` GET /api/affiliations answers. */
export async function affiliationsComplete(
  deps: AffiliationsDeps,
  userId: string,
  appReqId: string,
): Promise<boolean> {
  const config = await configForCaller(deps.db, userId, appReqId);
  const { affiliations, answer } = await readAffiliations(deps.db, userId);
  return affiliationsStatus(affiliations, answer, config, deps.clock()).complete;
}

/** GET /api/affiliations: the list newest first, the answer, and what the requirement still asks. */
export async function listAffiliations(
  deps: AffiliationsDeps,
  caller: Caller,
  appReqId?: string,
): Promise<AffiliationsData> {
  const config = await configForCaller(deps.db, caller.userId, appReqId);
  const { affiliations, answer } = await readAffiliations(deps.db, caller.userId);
  const status = affiliationsStatus(affiliations, answer, config, deps.clock());
  await audit(deps.db, caller.origin, {
    action: 'affiliations.read',
    outcome: 'success',
    target_type: 'user',
    target_id: caller.userId,
    details: { affiliations: affiliations.length },
  });
  return {
    affiliations: sortNewestFirst(affiliations),
    answer,
    incomplete_ids: status.incompleteIds,
    complete: status.complete,
    config,
  };
}

interface Stored {
  list: unknown[];
  answer: AffiliationAnswer | null;
}

/**
 * One change: lock, read, change, write what changed (each with its history row) and audit, all in one
 * transaction. The list key's lock guards the answer too (only these calls write either). `change` returns
 * the new list and answer or throws (400, 404, 409), which rolls everything back.
 */
async function changeAffiliations(
  deps: AffiliationsDeps,
  caller: Caller,
  action: string,
  details: Record<string, string>,
  change: (stored: Stored) => Stored,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await lockProfileKey(trx, caller.userId, AFFILIATIONS_KEY);
    const stored = await readStored(trx, caller.userId);
    const next = change(stored);
    const at = deps.clock();
    const write = (key: string, value: unknown) =>
      writeValue(trx, { userId: caller.userId, actorId: caller.actorId, key, value, at });
    if (next.list !== stored.list) await write(AFFILIATIONS_KEY, next.list);
    if (next.answer !== stored.answer) await write(AFFILIATIONS_ANSWER_KEY, next.answer);
    // Ids only: never a hospital, an address, a name or a phone number.
    await audit(trx, caller.origin, {
      action,
      outcome: 'success',
      target_type: 'user',
      target_id: caller.userId,
      details,
    });
  });
}

const hasId = (item: unknown, id: string): boolean =>
  typeof item === 'object' && item !== null && (item as { id?: unknown }).id === id;

async function checked(deps: AffiliationsDeps, caller: Caller, body: WriteBody) {
  const config = await configForCaller(deps.db, caller.userId, body.app_req_id);
  return checkAffiliation(body.affiliation, config, deps.clock());
}

/** POST /api/affiliations: a new affiliation; listing one answers 'yes'. */
export async function createAffiliation(
  deps: AffiliationsDeps,
  caller: Caller,
  body: WriteBody,
): Promise<AffiliationEntry> {
  const affiliation = await checked(deps, caller, body);
  await changeAffiliations(
    deps,
    caller,
    'affiliations.create',
    { affiliation_id: affiliation.id },
    (stored) => {
      if (stored.list.some((item) => hasId(item, affiliation.id)))
        throw conflict('An affiliation with this id exists');
      return { list: [...stored.list, affiliation], answer: 'yes' };
    },
  );
  return affiliation;
}

/** PUT /api/affiliations: replaces the affiliation with the same id where it stands. */
export async function updateAffiliation(
  deps: AffiliationsDeps,
  caller: Caller,
  body: WriteBody,
): Promise<AffiliationEntry> {
  const affiliation = await checked(deps, caller, body);
  await changeAffiliations(
    deps,
    caller,
    'affiliations.update',
    { affiliation_id: affiliation.id },
    (stored) => {
      const index = stored.list.findIndex((item) => hasId(item, affiliation.id));
      if (index < 0) throw notFound();
      return { ...stored, list: stored.list.with(index, affiliation) };
    },
  );
  return affiliation;
}

/** DELETE /api/affiliations?id=. The answer stays as it was. */
export async function deleteAffiliation(
  deps: AffiliationsDeps,
  caller: Caller,
  id: string,
): Promise<{ id: string }> {
  await changeAffiliations(deps, caller, 'affiliations.delete', { affiliation_id: id }, (stored) => {
    if (!stored.list.some((item) => hasId(item, id))) throw notFound();
    return { ...stored, list: stored.list.filter((item) => !hasId(item, id)) };
  });
  return { id };
}

/** PUT /api/affiliations/answer: 'no' only once no affiliation is listed. */
export async function answerAffiliations(
  deps: AffiliationsDeps,
  caller: Caller,
  answer: AffiliationAnswer,
): Promise<{ answer: AffiliationAnswer }> {
  await changeAffiliations(deps, caller, 'affiliations.answer', {}, (stored) => {
    if (answer === 'no' && affiliationsOf(stored.list).length > 0)
      throw badRequest([{ path: 'answer', message: 'affiliation.remove-first' }]);
    return { ...stored, answer };
  });
  return { answer };
}
