import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Consent forms of the organizations the person is subscribed to, with their signature if any. */
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
      'consent_forms.required',
      'consent_forms.subscriber_group_id',
      'subscriber_groups.name as subscriber_group_name',
      'consent_signatures.signed_at',
    ])
    .where('consent_forms.subscriber_group_id', 'in', (eb) =>
      eb.selectFrom('subscriptions').select('subscriber_group_id').where('user_id', '=', userId),
    )
    .orderBy('subscriber_groups.name')
    .orderBy('consent_forms.name')
    .execute();
}

export async function insertSignatures(db: Db, userId: string, formIds: readonly string[], at: Date) {
  if (formIds.length === 0) return;
  await db
    .insertInto('consent_signatures')
    .values(formIds.map((id) => ({ consent_form_id: id, user_id: userId, signed_at: at })))
    .onConflict((oc) => oc.columns(['consent_form_id', 'user_id']).doNothing())
    .execute();
}
