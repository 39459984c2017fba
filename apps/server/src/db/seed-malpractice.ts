import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addUse } from '../modules/documents/documents.repository';
import type { Database } from './schema';
import { DEMO } from './seed';

/**
 * The demo clinician's malpractice policy (issue 15, decision 046): Jordan Rivera's Coastal Mutual policy,
 * whose face sheet is the CoastalMutualFaceSheet.pdf that seedDemoDocuments stores, so /insurance shows one
 * policy and /documents shows the face sheet in use. The face sheet exists only once the app has stored the
 * demo files (they need the storage and the data key), so server.ts runs this after seedDemoDocuments.
 * Idempotent: nothing happens when the clinician, the face sheet is missing, or they already have a record.
 */
export const DEMO_POLICY = {
  name: 'Coastal Mutual',
  policy_number: 'CM-2291-0457',
  per_occurrence: '1000000',
  agg_coverage: '3000000',
  effective_date: '2025-07-01',
  retro_date: '2019-07-01',
  expiration_date: '2026-07-01',
  document_details: null,
  display_name: '',
  not_on_hand: false,
  not_on_hand_coverage_type: '',
} as const;

export async function seedDemoMalpractice(db: Kysely<Database>, now: Date = new Date()): Promise<boolean> {
  const sheet = await db
    .selectFrom('documents')
    .innerJoin('users', 'users.id', 'documents.user_id')
    .select(['documents.id', 'documents.user_id'])
    .where('users.email', '=', DEMO.clinicianEmail)
    .where('documents.name', '=', 'CoastalMutualFaceSheet.pdf')
    .where('documents.status', '=', 'stored')
    .executeTakeFirst();
  if (!sheet) return false;
  const existing = await db
    .selectFrom('malpractice_records')
    .select('id')
    .where('user_id', '=', sheet.user_id)
    .executeTakeFirst();
  if (existing) return false;
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('malpractice_records')
      .values({
        id,
        user_id: sheet.user_id,
        is_explanation: false,
        document_id: sheet.id,
        work_history_ids: JSON.stringify([]),
        fields: JSON.stringify(DEMO_POLICY),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await addUse(trx, {
      document_id: sheet.id,
      user_id: sheet.user_id,
      use_kind: 'malpractice_policy',
      use_id: id,
      label: `${DEMO_POLICY.name} ${DEMO_POLICY.policy_number}`,
    });
  });
  return true;
}
