import {
  OFFER_TYPES_BY_SOURCE,
  verificationSourceSchema,
  type AppReqFlag,
  type FlagType,
  type HolderProfileData,
  type VerificationSource,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { audit, type AuditOrigin } from '../audit/audit.service';
import { findOwned as findOwnedDocument } from '../documents/documents.repository';
import { readIdVerificationStatus } from '../identity-verification/identity-verification.repository';
import { readSubject } from '../verifications/subject';
import { queueVerification } from '../verifications/verifications.service';
import { markWorkVerificationVerified } from '../work-verification/work-verification.service';
import {
  findOwnCredential,
  insertDispute,
  latestDisputes,
  listAwaitingIdentity,
  listRunningChecks,
  listSubscriptionRequirements,
  listUserCredentials,
  listUserVerificationSummaries,
  updateCredential,
} from './credentials.repository';
import { changeStatus, type OfferDeps } from './offers';
import { issuePortable, publishStatuses, type PortableDeps } from './portable';
import { presentCredential } from './presentation';
import { WORK_VERIFICATION_SOURCE } from './work-verification-offers';

// The wallet's offers and credentials (issue 14, decision 035; contracts in packages/shared/src/api/
// credentials.ts). Only the caller's own rows: another clinician's id answers the 404 of a missing one.

export type CredentialDeps = OfferDeps;

const SYSTEM: AuditOrigin = { ip: null, request_id: null };

/** The self-attested section each source checks: the flag names it (001 §3 flagged_attested_namespace). */
export const NAMESPACE_BY_SOURCE: Readonly<Record<VerificationSource, string>> = {
  nppes: 'identifiers',
  state_license: 'licenses',
  rn_license: 'licenses',
  dea: 'licenses',
  board_cert: 'board_cert',
  education: 'education',
  medicare_optout: 'identifiers',
  exclusions: 'basic_info',
};

/** A flagged verification's reason (verifications/sources) as the flag type subscribers see. */
export function flagTypeOf(reason: string | null): FlagType | null {
  if (!reason) return null;
  if (reason === 'exclusions.excluded') return 'excluded';
  if (reason === 'exclusions.candidate') return 'candidate';
  if (reason.endsWith('.name-mismatch') || reason === 'dea.check-digit') return 'mismatch';
  if (reason.endsWith('.not-found') || reason === 'license.attested-not-found') return 'not_found';
  if (
    [
      'nppes.deactivated',
      'license.none-active',
      'dea.expired',
      'board_cert.inactive',
      'medicare.opted-out',
    ].includes(reason)
  )
    return 'inactive';
  return null;
}

/** GET /api/credential: the caller's offers and credentials, and the checks still running. */
export async function listCredentials(deps: Pick<CredentialDeps, 'db' | 'secrets'>, caller: Caller) {
  const rows = await listUserCredentials(deps.db, caller.userId);
  const subject = await readSubject(deps, caller.userId);
  const disputes = new Map(
    (
      await latestDisputes(
        deps.db,
        rows.map((row) => row.id),
      )
    ).map((d) => [d.credential_id, d]),
  );
  const running = await listRunningChecks(deps.db, caller.userId);
  await audit(deps.db, caller.origin, {
    action: 'credential.read',
    outcome: 'success',
    target_type: 'user',
    target_id: caller.userId,
    details: { count: rows.length },
  });
  return {
    credentials: rows.map((row) => presentCredential(row, subject, disputes.get(row.id))),
    in_progress: running.flatMap((check) => {
      const source = verificationSourceSchema.safeParse(check.source);
      if (!source.success) return [];
      const status: 'pending' | 'in_progress' = check.status === 'pending' ? 'pending' : 'in_progress';
      return [
        {
          source: source.data,
          status,
          job_id: check.job_id,
          credential_types: [...OFFER_TYPES_BY_SOURCE[source.data]],
        },
      ];
    }),
  };
}

/** GET /api/holder_profile: each source with its offers, and the flags the subscriptions will see. */
export async function holderProfile(
  deps: Pick<CredentialDeps, 'db'>,
  caller: Caller,
): Promise<HolderProfileData> {
  const [verifications, rows, requirements] = await Promise.all([
    listUserVerificationSummaries(deps.db, caller.userId),
    listUserCredentials(deps.db, caller.userId),
    listSubscriptionRequirements(deps.db, caller.userId),
  ]);
  const subscriptions = requirements.map((r) => ({ app_req_id: r.app_req_id! }));
  const flags = new Map<string, AppReqFlag>();
  const flag = (namespace: string, type: FlagType) =>
    flags.set(`${namespace}|${type}`, {
      flagged_attested_namespace: namespace,
      flag_type: type,
      subscriptions,
    });
  const profile = verifications.flatMap((verification) => {
    const source = verificationSourceSchema.safeParse(verification.source);
    if (!source.success) return [];
    const namespace = NAMESPACE_BY_SOURCE[source.data];
    const type = verification.status === 'flagged' ? flagTypeOf(verification.reason) : null;
    if (type) flag(namespace, type);
    const offers = rows.filter(
      (row) => row.verification_id === verification.id || row.source === source.data,
    );
    if (offers.some((row) => row.status === 'offered' && row.needs_review && row.replaces_id))
      flag(namespace, 'mismatch');
    return [
      {
        id: verification.id,
        source: source.data,
        namespace,
        status: verification.status,
        checked_at: verification.checked_at ? new Date(verification.checked_at).toISOString() : null,
        offers: offers.map((row) => ({
          offer_id: row.id,
          status: row.status,
          schema_name: row.schema_name,
          name: row.name,
          needs_review: row.needs_review,
        })),
      },
    ];
  });
  await audit(deps.db, caller.origin, {
    action: 'credential.profile.read',
    outcome: 'success',
    target_type: 'user',
    target_id: caller.userId,
    details: { sources: profile.length, flags: flags.size },
  });
  return {
    profile,
    app_req_meta: { app_req: requirements[0]?.app_req_id ?? null, flags: [...flags.values()] },
  };
}

/**
 * An accepted credential whose holder's identity is verified becomes a portable credential (an SD-JWT VC,
 * modules/issuer), and anything it replaced shows as invalid on its status list (portable.ts).
 */
export async function onCredentialAccepted(deps: PortableDeps, credentialId: string, userId: string) {
  const issued = await issuePortable(deps, credentialId);
  await publishStatuses(deps, userId);
  return { issued };
}

async function loadOwn(db: Kysely<Database>, caller: Caller, id: string) {
  const row = await findOwnCredential(db, caller.userId, id, true);
  if (!row) throw notFound();
  return row;
}

/** PATCH /api/credential: an offer becomes a credential (added, or pending until identity is verified). */
export async function acceptOffer(deps: CredentialDeps, caller: Caller, id: string) {
  const at = deps.clock();
  const accepted = await deps.db.transaction().execute(async (trx) => {
    const row = await loadOwn(trx, caller, id);
    if (row.status !== 'offered') throw conflict('Only an offer can be accepted');
    const identityVerified = (await readIdVerificationStatus(trx, caller.userId)) === 'finished';
    // The credential it replaces (a re-check found changed values) gives way to it.
    if (row.replaces_id) {
      const old = await findOwnCredential(trx, caller.userId, row.replaces_id, true);
      if (old && ['added', 'pending_verification', 'suspended', 'expired'].includes(old.status))
        await changeStatus(trx, old, 'revoked', 'replaced', at);
    }
    const updated = await updateCredential(trx, row.id, {
      status: identityVerified ? 'added' : 'pending_verification',
      awaiting_identity: !identityVerified,
      needs_review: false,
      accepted_at: at,
      updated_at: at,
    });
    await audit(trx, caller.origin, {
      action: 'credential.accept',
      outcome: 'success',
      target_type: 'credential',
      target_id: row.id,
      details: { schema_name: row.schema_name, status: updated.status },
    });
    // A signed work verification taken into the wallet: the request it came from is verified (decision 042).
    if (row.source === WORK_VERIFICATION_SOURCE)
      await markWorkVerificationVerified(trx, caller.userId, row.item_key, at);
    return updated;
  });
  await onCredentialAccepted(deps, accepted.id, caller.userId);
  const subject = await readSubject(deps, caller.userId);
  return presentCredential(accepted, subject, (await latestDisputes(deps.db, [accepted.id]))[0]);
}

const DISPUTABLE = new Set(['offered', 'added', 'pending_verification', 'suspended', 'expired']);

/** DELETE /api/credential: decline an offer, or dispute an offer or credential (a re-check answers it). */
export async function removeCredential(
  deps: CredentialDeps,
  caller: Caller,
  body: {
    id: string;
    action: 'decline' | 'dispute';
    reason?: string | undefined;
    document_id?: string | undefined;
  },
) {
  const at = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const row = await loadOwn(trx, caller, body.id);
    if (body.action === 'decline') {
      if (row.status !== 'offered') throw conflict('Only an offer can be declined');
      await changeStatus(trx, row, 'declined', 'clinician.declined', at, caller.origin);
      return { id: row.id, status: 'declined' as const, job_id: null };
    }
    if (!DISPUTABLE.has(row.status)) throw conflict('This credential cannot be disputed now');
    // Values only the clinician stated are corrected by editing them, not by asking a source.
    if (row.method === 'attested') throw conflict('Attested values are corrected on the profile');
    // No job re-checks a verifier's signed record: it is corrected by asking the verifier again.
    if (row.source === WORK_VERIFICATION_SOURCE)
      throw conflict('A signed work verification is corrected by asking the verifier again');
    // Evidence must be one of the caller's own stored documents: another's, or none, is the same 404.
    if (body.document_id) {
      const document = await findOwnedDocument(trx, caller.userId, body.document_id);
      if (!document || document.status !== 'stored') throw notFound();
    }
    const source = verificationSourceSchema.parse(row.source);
    const queued = await queueVerification({ db: trx, clock: deps.clock }, { userId: caller.userId, source });
    const dispute = await insertDispute(trx, {
      credential_id: row.id,
      user_id: caller.userId,
      reason: body.reason ?? '',
      document_id: body.document_id ?? null,
      previous_status: row.status,
      job_id: queued.jobId,
      opened_at: at,
    });
    await changeStatus(trx, row, 'disputed', 'clinician.disputed', at, caller.origin);
    await audit(trx, caller.origin, {
      action: 'credential.dispute',
      outcome: 'success',
      target_type: 'credential',
      target_id: row.id,
      details: { dispute_id: dispute.id, job_id: queued.jobId, has_document: dispute.document_id !== null },
    });
    return { id: row.id, status: 'disputed' as const, job_id: queued.jobId };
  });
}

/**
 * Identity verification finished (identity-verification service): credentials accepted while pending
 * identity approval are added and issued (001 §4: issued automatically once identity is verified).
 */
export async function onIdentityVerified(deps: PortableDeps, userId: string) {
  const at = deps.clock();
  const added = await deps.db.transaction().execute(async (trx) => {
    const rows = await listAwaitingIdentity(trx, userId);
    const ids = [];
    for (const row of rows) {
      const status = row.status === 'pending_verification' ? 'added' : row.status;
      await updateCredential(trx, row.id, { status, awaiting_identity: false, updated_at: at });
      await audit(trx, SYSTEM, {
        action: 'credential.identity-verified',
        outcome: 'success',
        user_id: userId,
        target_type: 'credential',
        target_id: row.id,
        details: { from: row.status, to: status },
      });
      ids.push(row.id);
    }
    return ids;
  });
  for (const id of added) await onCredentialAccepted(deps, id, userId);
  return added;
}
