import {
  PEER_REFERENCES_MAX,
  referencesConfigOf,
  type referencesWriteBodySchema,
  type PeerReferenceEntry,
  type ReferencesData,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { audit } from '../audit/audit.service';
import { lockProfileKey } from '../self-attested/profile-key-lock';
import type { Caller } from '../../lib/caller';
import { readValues } from '../self-attested/self-attested.repository';
import { findSubscribedRequirement } from '../subscriptions/subscribed-requirement';
import {
  PROVIDER_TYPE_KEY,
  REFERENCES_LOCK,
  checkReferences,
  providerTypeOf,
  referencesStatus,
  type ReferenceRules,
} from './references';
import * as repository from './references.repository';

type Db = Kysely<Database>;
export interface ReferencesDeps {
  db: Db;
  clock: Clock;
}
type WriteBody = z.infer<typeof referencesWriteBodySchema>;

/**
 * What the requirement asks of the references (the defaults without one) and the clinician's provider
 * type. A requirement none of the caller's subscriptions names answers 404 like an unknown one.
 */
async function rulesForCaller(db: Db, userId: string, appReqId?: string): Promise<ReferenceRules> {
  let applicationConfig: unknown;
  if (appReqId !== undefined) {
    const requirement = await findSubscribedRequirement(db, userId, appReqId);
    if (!requirement) throw notFound();
    applicationConfig = requirement.application_config;
  }
  const [providerType] = await readValues(db, userId, [PROVIDER_TYPE_KEY]);
  return { config: referencesConfigOf(applicationConfig), providerType: providerTypeOf(providerType?.value) };
}

/** The references step of GET /api/progress_steps: the `complete` GET /api/reference answers. */
export async function referencesComplete(
  deps: ReferencesDeps,
  userId: string,
  appReqId: string,
): Promise<boolean> {
  const rules = await rulesForCaller(deps.db, userId, appReqId);
  const references = await repository.listReferences(deps.db, userId);
  return referencesStatus(references, rules, deps.clock()).complete;
}

/** GET /api/reference: the references oldest first and what the requirement still asks. */
export async function readReferences(
  deps: ReferencesDeps,
  who: Caller,
  appReqId?: string,
): Promise<ReferencesData> {
  const rules = await rulesForCaller(deps.db, who.userId, appReqId);
  const references = await repository.listReferences(deps.db, who.userId);
  const status = referencesStatus(references, rules, deps.clock());
  await audit(deps.db, who.origin, {
    action: 'references.read',
    outcome: 'success',
    target_type: 'user',
    target_id: who.userId,
    details: { references: references.length },
  });
  return {
    references,
    incomplete_ids: status.incompleteIds,
    complete: status.complete,
    config: rules.config,
    provider_type: rules.providerType,
  };
}

/**
 * POST /api/reference: every reference checked, then, under the clinician's lock and in one transaction,
 * new ids added and stored ones replaced. Ids are the clinician's own (another clinician may use the same
 * one), so the answer never tells whether an id exists elsewhere. More than PEER_REFERENCES_MAX in all is
 * refused. Answers the whole stored list.
 */
export async function writeReferences(
  deps: ReferencesDeps,
  who: Caller,
  body: WriteBody,
): Promise<{ references: PeerReferenceEntry[] }> {
  const rules = await rulesForCaller(deps.db, who.userId, body.app_req_id);
  const references = checkReferences(body.references, rules, deps.clock());
  const ids = references.map((reference) => reference.id);
  return deps.db.transaction().execute(async (trx) => {
    await lockProfileKey(trx, who.userId, REFERENCES_LOCK);
    const replaced = await repository.storedIdsOf(trx, who.userId, ids);
    const stored = await repository.countReferences(trx, who.userId);
    const total = stored + ids.length - replaced.length;
    if (total > PEER_REFERENCES_MAX)
      throw badRequest([{ path: 'references', message: 'reference.too-many' }]);
    const at = deps.clock();
    await repository.upsertReferences(trx, who.userId, references, at);
    await repository.markChanged(trx, who.userId, at);
    // Ids and counts only: never a name, a phone number or an email address.
    await audit(trx, who.origin, {
      action: 'references.write',
      outcome: 'success',
      target_type: 'user',
      target_id: who.userId,
      details: { reference_ids: ids.join(','), added: ids.length - replaced.length, references: total },
    });
    return { references: await repository.listReferences(trx, who.userId) };
  });
}

/** DELETE /api/reference?id=: 404 when the clinician has none with this id. */
export async function removeReference(
  deps: ReferencesDeps,
  who: Caller,
  id: string,
): Promise<{ id: string }> {
  await deps.db.transaction().execute(async (trx) => {
    await lockProfileKey(trx, who.userId, REFERENCES_LOCK);
    if (!(await repository.deleteReference(trx, who.userId, id))) throw notFound();
    await repository.markChanged(trx, who.userId, deps.clock());
    await audit(trx, who.origin, {
      action: 'references.delete',
      outcome: 'success',
      target_type: 'user',
      target_id: who.userId,
      details: { reference_id: id },
    });
  });
  return { id };
}

/** GET /api/reference_last_updated: the newest change, deletions included; null when none ever. */
export async function referencesLastUpdated(
  deps: ReferencesDeps,
  who: Caller,
): Promise<{ last_updated: string | null }> {
  const last = await repository.lastChanged(deps.db, who.userId);
  await audit(deps.db, who.origin, {
    action: 'references.last_updated.read',
    outcome: 'success',
    target_type: 'user',
    target_id: who.userId,
    details: {},
  });
  return { last_updated: last ? last.toISOString() : null };
}
