import { randomUUID } from 'node:crypto';
import {
  formMessages,
  idsOf,
  isNoCoverageExplanation,
  isUuid,
  makeMalpracticePolicySchema,
  malpracticeRequiredFieldsOf,
  noCoverageExplanationSchema,
  MALPRACTICE_DEFAULT_REQUIRED_FIELDS,
  type MalpracticeData,
  type MalpracticePolicyRecord,
  type MalpracticeRecord,
  type MalpracticeUpdateBody,
  type MalpracticeWriteBody,
  type NoCoverageRecord,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { audit } from '../audit/audit.service';
import { addUse, findOwned as findOwnedDocument, removeUse } from '../documents/documents.repository';
import { findSubscribedRequirement } from '../subscriptions/subscribed-requirement';
import { readHistory } from '../work-history/entries.service';
import {
  deleteOwned,
  findOwnedForUpdate,
  insertRecord,
  listOwned,
  otherPoliciesWithDocument,
  setFields,
  updateRecord,
  type MalpracticeRow,
  type MalpracticeRowWithDocument,
  type RecordWrite,
} from './malpractice.repository';
import { positionCertificatePolicies } from './position-certificates';

type Db = Kysely<Database>;
export interface MalpracticeDeps {
  db: Db;
  clock: Clock;
}

/** The document_uses kind of a policy (DOCUMENT_USE_KINDS). */
const USE_KIND = 'malpractice_policy';

/**
 * The details a document holds: a policy that shares its document with others shares these too, so saving
 * one writes them to all (the form warns first: 'malpractice.document-shared-warning').
 */
const DOCUMENT_FIELDS = [
  'name',
  'policy_number',
  'per_occurrence',
  'agg_coverage',
  'effective_date',
  'retro_date',
  'expiration_date',
  'document_details',
  'display_name',
] as const;

/** The requirement's required fields; an app_req_id the caller is not subscribed to is 404. */
async function requiredFieldsFor(db: Db, userId: string, appReqId?: string): Promise<string[]> {
  if (appReqId === undefined) return [...MALPRACTICE_DEFAULT_REQUIRED_FIELDS];
  const requirement = await findSubscribedRequirement(db, userId, appReqId);
  if (!requirement) throw notFound();
  return malpracticeRequiredFieldsOf(requirement.application_config);
}

const detailsOf = (error: z.ZodError) =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A checked record, ready to store (id still to be decided). */
type Checked = Omit<RecordWrite, 'id' | 'user_id' | 'at'>;

/** Checks `record` with the rules of schemas/malpractice.ts; 400 with every issue at its path. */
function checkRecord(record: Record<string, unknown>, required: string[], now: Date): Checked {
  if (isNoCoverageExplanation(record)) {
    const parsed = noCoverageExplanationSchema.safeParse(record);
    if (!parsed.success) throw badRequest(detailsOf(parsed.error));
    return {
      is_explanation: true,
      document_id: null,
      work_history_ids: idsOf(parsed.data.work_history_id).map(String),
      fields: { no_coverage_reason: parsed.data.no_coverage_reason },
    };
  }
  const parsed = makeMalpracticePolicySchema({ required, now }).safeParse(record);
  if (!parsed.success) throw badRequest(detailsOf(parsed.error));
  const policy = parsed.data;
  const documentId = policy.document === null ? null : String(policy.document.id);
  if (documentId !== null && !isUuid(documentId)) {
    throw badRequest([{ path: 'document.id', message: formMessages.invalid }]);
  }
  return {
    is_explanation: false,
    document_id: documentId,
    work_history_ids: idsOf(policy.work_history_id).map(String),
    fields: {
      name: policy.name,
      policy_number: policy.policy_number,
      per_occurrence: policy.per_occurrence,
      agg_coverage: policy.agg_coverage,
      effective_date: policy.effective_date,
      retro_date: policy.retro_date,
      expiration_date: policy.expiration_date,
      document_details: policy.document_details ?? null,
      display_name: policy.display_name,
      not_on_hand: policy.not_on_hand,
      not_on_hand_coverage_type: policy.not_on_hand_coverage_type,
    },
  };
}

/**
 * The document must be one of the caller's stored uploads and every position one of the caller's
 * work-history positions; anything else is the 404 of a missing object (ids cannot be probed).
 */
async function checkReferences(db: Db, userId: string, checked: Checked): Promise<void> {
  if (checked.document_id !== null) {
    const document = await findOwnedDocument(db, userId, checked.document_id);
    if (!document || document.status !== 'stored') throw notFound();
  }
  if (checked.work_history_ids.length > 0) {
    const positions = new Set((await readHistory(db, userId)).map((entry) => String(entry.id)));
    if (checked.work_history_ids.some((id) => !positions.has(id))) throw notFound();
  }
}

/** What /documents shows for the use: 'Coastal Mutual 12345'. */
const labelOf = (fields: Record<string, unknown>) =>
  [text(fields.name), text(fields.policy_number)].filter(Boolean).join(' ') || 'Malpractice policy';

const idList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

const isoOf = (value: Date | string | null): string =>
  value === null ? '' : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

function toRecord(row: MalpracticeRowWithDocument, sharedWith: number): MalpracticeRecord {
  const fields = row.fields;
  if (row.is_explanation) {
    return {
      id: row.id,
      no_coverage_reason: text(fields.no_coverage_reason),
      is_explanation: true,
      work_history_id: idList(row.work_history_ids),
    } satisfies NoCoverageRecord;
  }
  const coverageType = text(fields.not_on_hand_coverage_type);
  const details = fields.document_details;
  return {
    id: row.id,
    name: text(fields.name),
    policy_number: text(fields.policy_number),
    per_occurrence: text(fields.per_occurrence),
    agg_coverage: text(fields.agg_coverage),
    effective_date: text(fields.effective_date),
    retro_date: text(fields.retro_date),
    expiration_date: text(fields.expiration_date),
    document:
      row.document_id !== null && row.document_name !== null
        ? { id: row.document_id, name: row.document_name, created_at: isoOf(row.document_created_at) }
        : null,
    document_details:
      details !== null && typeof details === 'object' ? (details as Record<string, unknown>) : null,
    display_name: text(fields.display_name),
    not_on_hand: fields.not_on_hand === true,
    not_on_hand_coverage_type:
      coverageType === 'Employer-Provided' || coverageType === 'Self-Insured' ? coverageType : '',
    work_history_id: idList(row.work_history_ids),
    document_shared_with: sharedWith,
  } satisfies MalpracticePolicyRecord;
}

/** Every record of the caller as GET answers them. */
async function recordsOf(db: Db, userId: string): Promise<MalpracticeRecord[]> {
  const rows = await listOwned(db, userId);
  const perDocument = new Map<string, number>();
  for (const row of rows) {
    if (row.document_id !== null && row.document_name !== null) {
      perDocument.set(row.document_id, (perDocument.get(row.document_id) ?? 0) + 1);
    }
  }
  return rows.map((row) =>
    toRecord(
      row,
      row.document_id !== null && row.document_name !== null
        ? (perDocument.get(row.document_id) ?? 1) - 1
        : 0,
    ),
  );
}

async function recordOf(db: Db, userId: string, id: string): Promise<MalpracticeRecord> {
  const found = (await recordsOf(db, userId)).find((record) => record.id === id);
  if (!found) throw notFound();
  return found;
}

/** GET /api/malpractice: policies and explanations, oldest first, and the fields the requirement asks for. */
export async function listMalpractice(
  deps: MalpracticeDeps,
  caller: Caller,
  appReqId?: string,
): Promise<MalpracticeData> {
  const required = await requiredFieldsFor(deps.db, caller.userId, appReqId);
  const records = await recordsOf(deps.db, caller.userId);
  const policies = records.filter(
    (record): record is MalpracticePolicyRecord => !('is_explanation' in record),
  );
  const explanations = records.filter((record): record is NoCoverageRecord => 'is_explanation' in record);
  // The positions' certificates of insurance, as read-only policies linked to their position (decision 063).
  const certificates = await positionCertificatePolicies(deps.db, caller.userId);
  await audit(deps.db, caller.origin, {
    action: 'malpractice.read',
    outcome: 'success',
    target_type: 'user',
    target_id: caller.userId,
    details: {
      policies: policies.length,
      explanations: explanations.length,
      certificates: certificates.length,
    },
  });
  return { policies: [...policies, ...certificates], explanations, required };
}

/**
 * Writes a policy's document use and, when other policies share its document, their details; all inside
 * the caller's transaction. Answers how many other policies changed.
 */
async function writeDocumentSide(
  trx: Db,
  userId: string,
  write: RecordWrite,
  previousDocumentId: string | null,
): Promise<number> {
  if (previousDocumentId !== null && previousDocumentId !== write.document_id) {
    await removeUse(trx, { document_id: previousDocumentId, use_kind: USE_KIND, use_id: write.id });
  }
  if (write.document_id === null) return 0;
  await addUse(trx, {
    document_id: write.document_id,
    user_id: userId,
    use_kind: USE_KIND,
    use_id: write.id,
    label: labelOf(write.fields),
  });
  const others = await otherPoliciesWithDocument(trx, userId, write.document_id, write.id);
  for (const other of others) {
    const fields = { ...other.fields };
    for (const key of DOCUMENT_FIELDS) fields[key] = write.fields[key];
    await setFields(trx, other.id, fields, write.at);
    await addUse(trx, {
      document_id: write.document_id,
      user_id: userId,
      use_kind: USE_KIND,
      use_id: other.id,
      label: labelOf(fields),
    });
  }
  return others.length;
}

async function auditWrite(
  db: Db,
  caller: Caller,
  action: string,
  write: Pick<RecordWrite, 'id' | 'is_explanation' | 'document_id' | 'work_history_ids'>,
  sharedUpdates: number,
) {
  // Ids and counts only: never a carrier, a policy number or a reason.
  await audit(db, caller.origin, {
    action,
    outcome: 'success',
    target_type: 'malpractice_record',
    target_id: write.id,
    details: {
      kind: write.is_explanation ? 'explanation' : 'policy',
      document_id: write.document_id,
      positions: write.work_history_ids.length,
      shared_updates: sharedUpdates,
    },
  });
}

/** POST /api/malpractice: a new policy or explanation, with its document use, in one transaction. */
export async function createMalpractice(
  deps: MalpracticeDeps,
  caller: Caller,
  body: MalpracticeWriteBody,
): Promise<MalpracticeRecord> {
  const required = await requiredFieldsFor(deps.db, caller.userId, body.app_req_id);
  const checked = checkRecord(body.record, required, deps.clock());
  const write: RecordWrite = { ...checked, id: randomUUID(), user_id: caller.userId, at: deps.clock() };
  await deps.db.transaction().execute(async (trx) => {
    await checkReferences(trx, caller.userId, checked);
    await insertRecord(trx, write);
    const shared = await writeDocumentSide(trx, caller.userId, write, null);
    await auditWrite(trx, caller, 'malpractice.create', write, shared);
  });
  return recordOf(deps.db, caller.userId, write.id);
}

/** PUT /api/malpractice: replaces the caller's record with the same id (404 when there is none). */
export async function updateMalpractice(
  deps: MalpracticeDeps,
  caller: Caller,
  body: MalpracticeUpdateBody,
): Promise<MalpracticeRecord> {
  const required = await requiredFieldsFor(deps.db, caller.userId, body.app_req_id);
  const checked = checkRecord(body.record, required, deps.clock());
  const write: RecordWrite = { ...checked, id: body.record.id, user_id: caller.userId, at: deps.clock() };
  await deps.db.transaction().execute(async (trx) => {
    const existing: MalpracticeRow | undefined = await findOwnedForUpdate(trx, caller.userId, write.id);
    if (!existing) throw notFound();
    await checkReferences(trx, caller.userId, checked);
    await updateRecord(trx, write);
    const shared = await writeDocumentSide(trx, caller.userId, write, existing.document_id);
    await auditWrite(trx, caller, 'malpractice.update', write, shared);
  });
  return recordOf(deps.db, caller.userId, write.id);
}

/** DELETE /api/malpractice?id=: the record and its document use go; the document stays in /documents. */
export async function deleteMalpractice(
  deps: MalpracticeDeps,
  caller: Caller,
  id: string,
): Promise<{ id: string }> {
  await deps.db.transaction().execute(async (trx) => {
    const deleted = await deleteOwned(trx, caller.userId, id);
    if (!deleted) throw notFound();
    if (deleted.document_id !== null) {
      await removeUse(trx, { document_id: deleted.document_id, use_kind: USE_KIND, use_id: id });
    }
    await auditWrite(trx, caller, 'malpractice.delete', { ...deleted, work_history_ids: [] }, 0);
  });
  return { id };
}
