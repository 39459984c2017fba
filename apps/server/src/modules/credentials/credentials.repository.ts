import { verificationSourceSchema, type VerificationSource } from '@credence/shared';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { CredentialDisputesTable, CredentialsTable, Database } from '../../db/schema';
import { notFound } from '../../lib/app-error';

type Db = Kysely<Database>;

const COLUMNS = [
  'id',
  'user_id',
  'verification_id',
  'source',
  'schema_name',
  'item_key',
  'name',
  'status',
  'status_reason',
  'needs_review',
  'awaiting_identity',
  'fields',
  'values_hash',
  'origin',
  'method',
  'expires_on',
  'verified_at',
  'checked_at',
  'offered_at',
  'accepted_at',
  'replaces_id',
  'created_at',
  'sd_jwt',
  'vct',
  'status_uri',
  'status_idx',
] as const;

export type CredentialRow = NonNullable<Awaited<ReturnType<typeof findOwnCredential>>>;

/** The caller's own credential, or undefined: another clinician's id reads exactly like a missing one. */
export async function findOwnCredential(db: Db, userId: string, id: string, lock = false) {
  let query = db.selectFrom('credentials').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Every credential of the clinician except declined offers, newest first. */
export async function listUserCredentials(db: Db, userId: string) {
  return db
    .selectFrom('credentials')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('status', '!=', 'declined')
    .orderBy('offered_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The rows of one source of one clinician, locked: a re-check decides against them. */
export async function listSourceCredentials(db: Db, userId: string, source: string) {
  return db
    .selectFrom('credentials')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('source', '=', source)
    .orderBy('offered_at')
    .forUpdate()
    .execute();
}

export async function insertCredential(db: Db, row: Insertable<CredentialsTable>) {
  return db.insertInto('credentials').values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function updateCredential(db: Db, id: string, changes: Updateable<CredentialsTable>) {
  return db
    .updateTable('credentials')
    .set(changes)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Credentials still in force whose own expiry is before `today`. */
export async function listExpiring(db: Db, today: string) {
  return db
    .selectFrom('credentials')
    .select(COLUMNS)
    .where('status', 'in', ['added', 'pending_verification', 'suspended'])
    .where('expires_on', '<', today)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** Accepted credentials waiting for the clinician's identity to be verified. */
export async function listAwaitingIdentity(db: Db, userId: string) {
  return db
    .selectFrom('credentials')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('awaiting_identity', '=', true)
    .forUpdate()
    .execute();
}

const DISPUTE_COLUMNS = [
  'id',
  'credential_id',
  'user_id',
  'reason',
  'document_id',
  'status',
  'previous_status',
  'job_id',
  'answer',
  'answer_evidence',
  'opened_at',
  'answered_at',
] as const;

export type DisputeRow = Awaited<ReturnType<typeof latestDisputes>>[number];

/** The latest dispute of each of the credentials. */
export async function latestDisputes(db: Db, credentialIds: readonly string[]) {
  if (credentialIds.length === 0) return [];
  return db
    .selectFrom('credential_disputes')
    .select(DISPUTE_COLUMNS)
    .distinctOn('credential_id')
    .where('credential_id', 'in', credentialIds)
    .orderBy('credential_id')
    .orderBy('seq', 'desc')
    .execute();
}

export async function openDisputeOf(db: Db, credentialId: string) {
  return db
    .selectFrom('credential_disputes')
    .select(DISPUTE_COLUMNS)
    .where('credential_id', '=', credentialId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

export async function insertDispute(
  db: Db,
  row: Pick<
    CredentialDisputesTable,
    'credential_id' | 'user_id' | 'reason' | 'document_id' | 'previous_status' | 'job_id'
  > & {
    opened_at: Date;
  },
) {
  return db
    .insertInto('credential_disputes')
    .values(row)
    .returning(DISPUTE_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function answerDispute(
  db: Db,
  id: string,
  answer: { status: 'upheld' | 'rejected' | 'unanswered'; answer: string; evidence: unknown; at: Date },
) {
  return db
    .updateTable('credential_disputes')
    .set({
      status: answer.status,
      answer: answer.answer,
      answer_evidence: JSON.stringify(answer.evidence),
      answered_at: answer.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning(DISPUTE_COLUMNS)
    .executeTakeFirst();
}

/** Checks still running for the clinician: the sources whose job is queued or running. */
export async function listRunningChecks(db: Db, userId: string) {
  return db
    .selectFrom('verifications')
    .leftJoin('jobs', 'jobs.id', 'verifications.job_id')
    .select([
      'verifications.source',
      'verifications.status',
      'verifications.job_id',
      'jobs.status as job_status',
    ])
    .where('verifications.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('verifications.status', 'in', ['pending', 'in_progress']),
        eb('jobs.status', 'in', ['queued', 'running']),
      ]),
    )
    .orderBy('verifications.source')
    .execute();
}

export async function listUserVerificationSummaries(db: Db, userId: string) {
  return db
    .selectFrom('verifications')
    .select(['id', 'source', 'status', 'reason', 'checked_at'])
    .where('user_id', '=', userId)
    .orderBy('source')
    .execute();
}

/** The requirement ids of the clinician's subscriptions, active first, newest first. */
export async function listSubscriptionRequirements(db: Db, userId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['app_req_id', 'status'])
    .where('user_id', '=', userId)
    .where('app_req_id', 'is not', null)
    .orderBy(sql`status = 'active'`, 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

export async function readPicture(db: Db, userId: string) {
  const row = await db
    .selectFrom('person_pictures')
    .select(['content_type', 'size', 'data_base64', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { ...row, bytes: Buffer.from(row.data_base64, 'base64') };
}

export async function readPictureMeta(db: Db, userId: string) {
  return db
    .selectFrom('person_pictures')
    .select(['content_type', 'size', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function savePicture(
  db: Db,
  row: { userId: string; contentType: string; bytes: Buffer; at: Date },
) {
  await db
    .insertInto('person_pictures')
    .values({
      user_id: row.userId,
      content_type: row.contentType,
      size: row.bytes.length,
      data_base64: row.bytes.toString('base64'),
      updated_at: row.at,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        content_type: row.contentType,
        size: row.bytes.length,
        data_base64: row.bytes.toString('base64'),
        updated_at: row.at,
      }),
    )
    .execute();
}

export async function deletePicture(db: Db, userId: string) {
  await db.deleteFrom('person_pictures').where('user_id', '=', userId).execute();
}

/** The verification source of one credential of the clinician; 404 when it is not theirs or does not exist. */
export async function sourceOfCredential(db: Db, userId: string, id: string): Promise<VerificationSource> {
  const row = await db
    .selectFrom('credentials')
    .select('source')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const source = verificationSourceSchema.safeParse(row?.source);
  if (!source.success) throw notFound();
  return source.data;
}

/** What issuing a credential's portable copy needs to know of it (modules/credentials/portable.ts). */
export function findIssuable(db: Db, id: string) {
  return db
    .selectFrom('credentials')
    .select(['id', 'user_id', 'schema_name', 'status', 'awaiting_identity', 'sd_jwt', 'fields', 'expires_on'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Credentials in the wallet, identity verified, with no portable copy yet. */
export function listUnissued(db: Db, limit: number) {
  return db
    .selectFrom('credentials')
    .select('id')
    .where('status', '=', 'added')
    .where('awaiting_identity', '=', false)
    .where('sd_jwt', 'is', null)
    .limit(limit)
    .execute();
}

/** Stores the portable copy once (a copy already stored is kept). */
export function storePortable(
  db: Db,
  id: string,
  portable: { sd_jwt: string; status_uri: string; status_idx: number; vct: string },
) {
  return db
    .updateTable('credentials')
    .set({ ...portable, status_published: 'valid' })
    .where('id', '=', id)
    .where('sd_jwt', 'is', null)
    .execute();
}

/** Issued credentials whose status list may not show their wallet status yet (invalid is final). */
export function listPublishable(db: Db, userId?: string) {
  let query = db
    .selectFrom('credentials')
    .select(['id', 'status', 'status_uri', 'status_idx', 'status_published'])
    .where('sd_jwt', 'is not', null)
    .where((eb) => eb.or([eb('status_published', 'is', null), eb('status_published', '!=', 'invalid')]));
  if (userId) query = query.where('user_id', '=', userId);
  return query.execute();
}

export function markPublished(db: Db, id: string, value: 'valid' | 'invalid' | 'suspended') {
  return db.updateTable('credentials').set({ status_published: value }).where('id', '=', id).execute();
}
