import type { Kysely } from 'kysely';
import { offlineAdapterConfig } from '../adapters/config';
import { createAdapters } from '../adapters/registry';
import { valuesHash } from '../modules/credentials/offers';
import { draftsOf } from '../modules/credentials/offer-drafts';
import { rnLicenseChecker } from '../modules/verifications/sources/licenses';
import type { Subject } from '../modules/verifications/subject';
import type { Database } from './schema';

/**
 * The enrolled demo clinician's wallet (issue 14, decision 035): Morgan Lee's Nursys check, run for real
 * against the shipped Nursys sample, stored as her verification with its evidence; her Wisconsin RN license
 * offered from it and accepted (pending identity approval: her identity is not verified yet); and one dispute
 * already answered (she disputed the original license date; the re-check found the same record, so the
 * source's value stands). The server's scheduler re-runs the queued check after start, which finds the same
 * values and leaves all of this as it is.
 */
export async function seedDemoWallet(
  trx: Kysely<Database>,
  morgan: { userId: string; ncsbnId: string; license: { state: string; number: string } },
  now = new Date(),
): Promise<void> {
  const adapters = createAdapters(offlineAdapterConfig());
  const subject: Subject = {
    userId: morgan.userId,
    firstName: 'Morgan',
    lastName: 'Lee',
    otherLastNames: [],
    occupation: 'RN',
    npi: null,
    ncsbnId: morgan.ncsbnId,
    licenses: [
      { record_type: 'rn_license', license_number: morgan.license.number, state: morgan.license.state },
    ],
    boards: [],
    education: [],
    noLicense: { dea: false, rn: false, state: false },
  };
  const today = now.toISOString().slice(0, 10);
  // Nursys needs neither the database nor keys: only the adapter answers.
  const outcome = await rnLicenseChecker.check({ adapters, screening: undefined as never, today }, subject);
  const checkedAt = new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000);
  const evidence = { source: 'rn_license', checked_at: checkedAt.toISOString(), ...outcome.evidence };
  const verification = await trx
    .insertInto('verifications')
    .values({
      user_id: morgan.userId,
      source: 'rn_license',
      status: outcome.status,
      method: outcome.method,
      reason: outcome.reason,
      notified_status: outcome.status,
      evidence: JSON.stringify(evidence),
      expirations: JSON.stringify(outcome.expirations),
      checked_at: checkedAt,
      created_at: checkedAt,
      updated_at: checkedAt,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'source']).doUpdateSet({
        status: outcome.status,
        method: outcome.method,
        reason: outcome.reason,
        notified_status: outcome.status,
        evidence: JSON.stringify(evidence),
        expirations: JSON.stringify(outcome.expirations),
        checked_at: checkedAt,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const drafts = draftsOf('rn_license', evidence, { today, attested: { cds: [] } }).filter(
    (draft) => draft.standing === 'active',
  );
  const offeredAt = checkedAt;
  const acceptedAt = new Date(checkedAt.getTime() + 60 * 60 * 1000);
  for (const [index, draft] of drafts.entries()) {
    const credential = await trx
      .insertInto('credentials')
      .values({
        user_id: morgan.userId,
        verification_id: verification.id,
        source: 'rn_license',
        schema_name: draft.schema_name,
        item_key: draft.item_key,
        name: draft.name,
        status: 'pending_verification',
        awaiting_identity: true,
        fields: JSON.stringify(draft.fields),
        values_hash: valuesHash(draft.fields),
        origin: draft.origin,
        method: draft.method,
        expires_on: draft.expires_on,
        verified_at: checkedAt,
        checked_at: checkedAt,
        offered_at: offeredAt,
        accepted_at: acceptedAt,
        created_at: offeredAt,
        updated_at: acceptedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (index > 0) continue;
    const answeredAt = new Date(acceptedAt.getTime() + 20 * 60 * 60 * 1000);
    await trx
      .insertInto('credential_disputes')
      .values({
        credential_id: credential.id,
        user_id: morgan.userId,
        reason: 'My license was first issued in 2011, not 2012.',
        document_id: null,
        status: 'rejected',
        previous_status: 'pending_verification',
        job_id: null,
        answer: 'credential.dispute.answer-rejected',
        answer_evidence: JSON.stringify({
          source: 'rn_license',
          origin: draft.origin,
          method: draft.method,
          checked_at: answeredAt.toISOString(),
          verification_id: verification.id,
        }),
        opened_at: new Date(acceptedAt.getTime() + 60 * 60 * 1000),
        answered_at: answeredAt,
      })
      .execute();
  }
}
