import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * The current consent forms asked of the person, with their signature if any: forms of the organizations
 * they are subscribed to that name no requirement set, or name the set of one of their subscriptions to
 * that organization (decision 062). A version replaced by a newer one is no longer asked.
 */
export async function listConsentForms(db: Db, userId: string) {
  return db
    .selectFrom('consent_forms')
    .innerJoin('subscriber_groups', 'subscriber_groups.id', 'consent_forms.subscriber_group_id')
    .leftJoin('consent_signatures', (join) =>
      join
        .onRef('consent_signatures.consent_form_id', '=', 'consent_forms.id')
        .on('consent_signatures.user_id', '=', userId),
    )
    .select([
      'consent_forms.id',
      'consent_forms.document_key',
      'consent_forms.name',
      'consent_forms.body',
      'consent_forms.version',
      'consent_forms.required',
      'consent_forms.subscriber_group_id',
      'subscriber_groups.name as subscriber_group_name',
      'consent_signatures.signed_at',
    ])
    .where('consent_forms.subscriber_group_id', 'in', (eb) =>
      eb.selectFrom('subscriptions').select('subscriber_group_id').where('user_id', '=', userId),
    )
    .where('consent_forms.superseded_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('consent_form_requirements as cfr')
              .select('cfr.app_req_id')
              .whereRef('cfr.consent_form_id', '=', 'consent_forms.id'),
          ),
        ),
        eb.exists(
          eb
            .selectFrom('consent_form_requirements as cfr')
            .innerJoin('subscriptions as s', 's.app_req_id', 'cfr.app_req_id')
            .select('cfr.app_req_id')
            .whereRef('cfr.consent_form_id', '=', 'consent_forms.id')
            .where('s.user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('subscriber_groups.name')
    .orderBy('consent_forms.name')
    .execute();
}

export async function signatureNameOf(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('signature_name')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.signature_name ?? null;
}

/** Keeps the first signature's spelling; a later call never changes it. */
export async function keepSignatureName(db: Db, userId: string, name: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ signature_name: name })
    .where('id', '=', userId)
    .where('signature_name', 'is', null)
    .execute();
}

export interface NewSignature {
  consent_form_id: string;
  user_id: string;
  signed_at: Date;
  signature_name: string;
  signature: string;
  record_sha256: string;
  document_sha256: string;
  /** The PDF, encrypted in the object storage (lib/storage/sealed-blob.ts). */
  document_storage_key: string;
  document_seal: string;
}

/** A form signed already keeps its first signature: false when this one was not written. */
export async function insertSignature(db: Db, row: NewSignature): Promise<boolean> {
  const inserted = await db
    .insertInto('consent_signatures')
    .values(row)
    .onConflict((oc) => oc.columns(['consent_form_id', 'user_id']).doNothing())
    .returning('consent_form_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The signed PDF of one of the person's signatures: in the storage, or (signed before 0032) in the row. */
export const signedDocumentOf = (db: Db, userId: string, formId: string) =>
  db
    .selectFrom('consent_signatures')
    .select(['document', 'document_storage_key', 'document_seal', 'document_sha256'])
    .where('user_id', '=', userId)
    .where('consent_form_id', '=', formId)
    .where((eb) => eb.or([eb('document', 'is not', null), eb('document_storage_key', 'is not', null)]))
    .executeTakeFirst();
