import { randomUUID } from 'node:crypto';
import {
  isBeforeLookBack,
  paths,
  translate,
  workHistoryConfigOf,
  WORK_VERIFICATION_CONSENT_VERSION,
  WORK_VERIFICATION_DOCUMENT_DAYS,
  WORK_VERIFICATION_TOKEN_DAYS,
  type WorkVerificationFields,
  type WorkVerificationItem,
  type WorkVerificationKind,
  type WorkVerificationPublicData,
  type WorkVerificationRequestsData,
  type WorkVerificationRequestView,
  type WorkVerificationSubmitData,
  type workVerificationSendBodySchema,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { hashToken, newOneTimeToken } from '../../lib/one-time-token';
import { AFFILIATIONS_KEY, affiliationsOf } from '../affiliations/affiliations';
import { audit, type AuditOrigin } from '../audit/audit.service';
import { WORK_HISTORY_KEY } from '../lookups/training.service';
import type { Mailer } from '../mail/mailer';
import { notify } from '../notifications/notifications.service';
import { offerWorkVerification } from '../credentials/work-verification-offers';
import { consumeAttempt } from '../rate-limit/rate-limit.service';
import { readValues } from '../self-attested/self-attested.repository';
import { findSubscribedRequirement } from '../subscriptions/subscribed-requirement';
import { entriesOf } from '../work-history/entries';
import {
  discardSealedBlob,
  readRowBlob,
  storeSealedBlob,
  type BlobStore,
  type SealedBlob,
} from '../../lib/storage/sealed-blob';
import { workVerificationPdfBinding } from '../documents/signed-pdfs';
import { signedDocument } from './signed-document';
import { recordHashOf, sha256Hex, type SignatureRecord, type SignedContent } from './signed-record';
import * as repository from './work-verification.repository';
import type { WorkVerificationSummary } from './work-verification.repository';

// Work verification by outside verifiers (issue 16; decision 039). The clinician's half (which items the
// requirement wants verified, sending the link) is called with the Caller; the verifier's half is public and
// reached only by the link's token, which is never stored or logged (only its SHA-256), expires after
// WORK_VERIFICATION_TOKEN_DAYS and dies once the request is answered, re-sent or given to another verifier.

type Db = Kysely<Database>;
export interface WorkVerificationDeps {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_NAME_KEY = 'basic_info|first_name';
const LAST_NAME_KEY = 'basic_info|last_name';

/** Who the verifier is, as the public calls know them: the address, the user agent and the request id. */
export interface VerifierOrigin {
  ip: string;
  userAgent: string | null;
  requestId: string;
}
const auditOriginOf = (origin: VerifierOrigin, userId: string | null = null): AuditOrigin => ({
  ip: origin.ip,
  request_id: origin.requestId,
  user_id: userId,
  actor_id: null,
});

/** The one answer of a link that does not work: unknown, expired, used or replaced alike. */
const linkInvalid = () => notFound(translate('work-verification.link-invalid'));

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** YYYY-MM-DD (affiliations) → MM/yyyy; month dates and blanks unchanged. */
const monthOf = (value: unknown): string => {
  const text = typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(text);
  return match ? `${match[2]}/${match[1]}` : text;
};
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

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

const linkOf = (config: Config, token: string) => `${config.PUBLIC_ORIGIN}${paths.workVerification(token)}`;

/** A new link for the request: a fresh token, stored only as its hash, valid until the request's expiry. */
async function issueToken(db: Db, verificationId: string, at: Date, expiresAt: Date): Promise<string> {
  const token = newOneTimeToken();
  await repository.insertToken(db, { hash: hashToken(token), verificationId, at, expiresAt });
  return token;
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

function verifierMessage(
  kind: 'email.work-verification' | 'email.work-verification-reminder',
  values: { to: string; verifier: string; clinician: string; institution: string; link: string },
) {
  const params = { ...values, days: WORK_VERIFICATION_TOKEN_DAYS };
  return {
    to: values.to,
    subject: translate(`${kind}.subject`, params),
    body: translate(`${kind}.body`, params),
  };
}

// ——— The verifier's half (public, by token) ———

interface Subject {
  clinician: { first_name: string; last_name: string };
  position: Omit<WorkVerificationItem, 'request' | 'item_id'> & { item_id?: string };
}
const subjectOf = (row: WorkVerificationSummary): Subject => row.subject as unknown as Subject;

/** Each public call counts against the caller's address (rate-limit module); over the limit → 429. */
const limit = (deps: WorkVerificationDeps, origin: VerifierOrigin) =>
  consumeAttempt(deps, { action: 'work-verification', ip: origin.ip });

/**
 * GET /api/work_verification?token=: what the verifier confirms — the clinician's name and the position as
 * the clinician described it, nothing else. The first open records the "opened" event and moves the request
 * to in progress.
 */
export async function openWorkVerification(
  deps: WorkVerificationDeps,
  token: string,
  origin: VerifierOrigin,
): Promise<WorkVerificationPublicData> {
  await limit(deps, origin);
  const now = deps.clock();
  const row = await repository.findOpenByToken(deps.db, hashToken(token), now);
  if (!row) {
    await audit(deps.db, auditOriginOf(origin), {
      action: 'work_verification.open',
      outcome: 'failure',
      details: { reason: 'link-invalid' },
    });
    throw linkInvalid();
  }
  if (!row.opened_at) {
    await repository.update(deps.db, row.id, { opened_at: now, status: 'in_progress', updated_at: now });
    await audit(deps.db, auditOriginOf(origin, row.user_id), {
      action: 'work_verification.open',
      outcome: 'success',
      target_type: 'work_verification',
      target_id: row.id,
    });
  }
  const subject = subjectOf(row);
  return {
    clinician: subject.clinician,
    position: {
      kind: subject.position.kind,
      institution: subject.position.institution,
      department: subject.position.department,
      role: subject.position.role,
      start_date: subject.position.start_date,
      end_date: subject.position.end_date,
    },
    verifier_name: row.verifier_name,
    consent_version: WORK_VERIFICATION_CONSENT_VERSION,
    expires_at: iso(row.expires_at)!,
  };
}

/** POST /api/work_verification/consent: the "consented" event (agreeing to sign electronically). */
export async function consentToSign(
  deps: WorkVerificationDeps,
  body: { token: string; consent_version: string },
  origin: VerifierOrigin,
): Promise<{ consented_at: string }> {
  await limit(deps, origin);
  const now = deps.clock();
  const row = await repository.findOpenByToken(deps.db, hashToken(body.token), now);
  if (!row) throw linkInvalid();
  if (body.consent_version !== WORK_VERIFICATION_CONSENT_VERSION)
    throw new AppError(400, 'request.invalid', 'Bad Request', [
      { path: 'consent_version', message: 'work-verification.consent-version' },
    ]);
  await repository.update(deps.db, row.id, {
    consented_at: now,
    consent_version: body.consent_version,
    opened_at: row.opened_at ?? now,
    status: 'in_progress',
    updated_at: now,
  });
  await audit(deps.db, auditOriginOf(origin, row.user_id), {
    action: 'work_verification.consent',
    outcome: 'success',
    target_type: 'work_verification',
    target_id: row.id,
    details: { consent_version: body.consent_version },
  });
  return { consented_at: now.toISOString() };
}

/** What the wallet receives once a verifier signs (see onWorkVerificationSigned). */
export interface SignedWorkVerification {
  /** The request's id: the record's signature_request_id. */
  id: string;
  userId: string;
  kind: WorkVerificationKind;
  itemId: string;
  appReqId: string | null;
  /** The verifier's answers, every field of 000 §3 'Work verification'. */
  record: WorkVerificationFields;
  signature: SignatureRecord;
  recordSha256: string;
  documentId: string;
  /** The signed PDF with its audit trail. */
  document: Uint8Array;
  /** The work_verification credential offer made of the record (decision 042), null if one existed already. */
  offerId: string | null;
}

/**
 * Called once a verifier signs, after the record and its work_verification credential offer are stored (the
 * offer is made in the signing transaction: modules/credentials/work-verification-offers.ts, decision 042).
 * It tells the clinician (a verification_update notice naming the offer); accepting the offer calls
 * markWorkVerificationVerified.
 */
export async function onWorkVerificationSigned(
  deps: WorkVerificationDeps,
  signed: SignedWorkVerification,
): Promise<void> {
  await notify(deps, {
    userId: signed.userId,
    type: 'verification_update',
    titleKey: 'notification.work-verification-signed',
    titleParams: { institution: signed.record.institution },
    payload: {
      work_verification_id: signed.id,
      kind: signed.kind,
      item_id: signed.itemId,
      status: 'signed',
      offer_ids: signed.offerId ? [signed.offerId] : [],
    },
  });
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

type SubmitBody = { token: string; record: WorkVerificationFields; signature: { consent_version: string } };

/**
 * POST /api/work_verification: stores the verifier's record with its signature record (signer, intent,
 * consent version, SHA-256 of the canonical record, time, address, user agent, the events), makes the PDF,
 * marks the link used (it never opens the form again), e-mails the PDF when asked, and hands the signed
 * record to onWorkVerificationSigned. The token is checked under a row lock, so two submissions of one link
 * store one record; the second answers like an unknown link.
 */
export async function submitWorkVerification(
  deps: WorkVerificationDeps & Partial<BlobStore>,
  body: SubmitBody,
  origin: VerifierOrigin,
): Promise<WorkVerificationSubmitData> {
  await limit(deps, origin);
  const now = deps.clock();
  const tokenHash = hashToken(body.token);
  // The PDF goes to the object storage, encrypted (decision 052), and is removed again if the row is not
  // written. Without a storage (the demo seed, before the app holds the data key) it stays in the row until
  // the start-up pass moves it (documents/signed-pdfs.ts).
  let blob: SealedBlob | null = null;
  const signed = await deps.db
    .transaction()
    .execute(async (trx) => {
      const row = await repository.findOpenByToken(trx, tokenHash, now, { lock: true });
      if (!row) return null;
      const signedAt = now.toISOString();
      const signer = {
        name: body.record.verifier_name.trim(),
        title: body.record.verifier_title.trim(),
        email: row.verifier_email,
      };
      const content: SignedContent = {
        signature_request_id: row.id,
        kind: row.kind,
        subject: row.subject,
        record: body.record,
        signer,
        intent: translate('work-verification.sign.intent', { signer: signer.name }),
        consent_version: body.signature.consent_version,
        signed_at: signedAt,
      };
      const recordSha256 = recordHashOf(content);
      const event = (name: 'sent' | 'opened' | 'consented' | 'signed', at: Date | string | null) =>
        at === null ? [] : [{ event: name, at: new Date(at).toISOString() }];
      const signature: SignatureRecord = {
        signer,
        intent: content.intent,
        consent_version: content.consent_version,
        record_sha256: recordSha256,
        signed_at: signedAt,
        ip: origin.ip,
        user_agent: origin.userAgent,
        events: [
          ...event('sent', row.sent_at),
          ...event('opened', row.opened_at ?? now),
          ...event('consented', row.consented_at ?? now),
          { event: 'signed', at: signedAt, ip: origin.ip },
        ],
      };
      const document = await signedDocument(content, signature);
      signature.document_sha256 = sha256Hex(document);
      const documentId = randomUUID();
      const store = deps.storage && deps.dataKeys ? { storage: deps.storage, dataKeys: deps.dataKeys } : null;
      blob = store ? await storeSealedBlob(store, workVerificationPdfBinding(row.id), document) : null;
      await repository.update(trx, row.id, {
        status: 'signed',
        signed_at: now,
        opened_at: row.opened_at ?? now,
        consented_at: row.consented_at ?? now,
        consent_version: content.consent_version,
        record: JSON.stringify(body.record),
        signature: JSON.stringify(signature),
        record_hash: recordSha256,
        document_id: documentId,
        ...(blob
          ? { document_storage_key: blob.storage_key, document_seal: JSON.stringify(blob.seal) }
          : { document }),
        document_expires_at: new Date(now.getTime() + WORK_VERIFICATION_DOCUMENT_DAYS * DAY_MS),
        updated_at: now,
      });
      await repository.markTokenUsed(trx, tokenHash, now);
      const offerId = await offerWorkVerification(trx, {
        id: row.id,
        userId: row.user_id,
        record: body.record,
        recordSha256,
        signedAt,
      });
      await audit(trx, auditOriginOf(origin, row.user_id), {
        action: 'work_verification.sign',
        outcome: 'success',
        target_type: 'work_verification',
        target_id: row.id,
        details: { record_sha256: recordSha256, send_confirmation: body.record.send_confirmation },
      });
      return {
        id: row.id,
        userId: row.user_id,
        kind: row.kind,
        itemId: row.item_id,
        appReqId: row.app_req_id,
        record: body.record,
        signature,
        recordSha256,
        documentId,
        document,
        offerId,
      } satisfies SignedWorkVerification;
    })
    .catch(async (error: unknown) => {
      if (deps.storage && deps.dataKeys)
        await discardSealedBlob({ storage: deps.storage, dataKeys: deps.dataKeys }, blob);
      throw error;
    });
  if (!signed) {
    await audit(deps.db, auditOriginOf(origin), {
      action: 'work_verification.sign',
      outcome: 'failure',
      details: { reason: 'link-invalid' },
    });
    throw linkInvalid();
  }
  if (body.record.send_confirmation) {
    const subject = { clinician: `${body.record.first_name} ${body.record.last_name}` };
    const params = {
      verifier: signed.signature.signer.name,
      clinician: subject.clinician,
      institution: body.record.institution,
      hash: signed.recordSha256,
    };
    await deps.mailer.send({
      to: signed.signature.signer.email,
      subject: translate('email.work-verification-confirmation.subject', params),
      body: translate('email.work-verification-confirmation.body', params),
      attachments: [
        {
          filename: `work-verification-${signed.id}.pdf`,
          contentType: 'application/pdf',
          content: signed.document,
        },
      ],
    });
  }
  await onWorkVerificationSigned(deps, signed);
  return {
    signature_request_id: signed.id,
    document: signed.documentId,
    document_expires_at: new Date(now.getTime() + WORK_VERIFICATION_DOCUMENT_DAYS * DAY_MS).toISOString(),
    confirmation_sent: body.record.send_confirmation,
  };
}

/**
 * POST /api/work_verification/decline: "I cannot verify this", with a reason. The request becomes a
 * verification error the clinician sees with the reason (retry: send again or to another verifier); the
 * link stops working.
 */
export async function declineWorkVerification(
  deps: WorkVerificationDeps,
  body: { token: string; reason: string },
  origin: VerifierOrigin,
): Promise<{ declined: true }> {
  await limit(deps, origin);
  const now = deps.clock();
  const tokenHash = hashToken(body.token);
  const declined = await deps.db.transaction().execute(async (trx) => {
    const row = await repository.findOpenByToken(trx, tokenHash, now, { lock: true });
    if (!row) return null;
    await repository.update(trx, row.id, {
      status: 'error',
      error: 'declined',
      decline_reason: body.reason.trim(),
      declined_at: now,
      opened_at: row.opened_at ?? now,
      updated_at: now,
    });
    await repository.deleteTokens(trx, row.id);
    await audit(trx, auditOriginOf(origin, row.user_id), {
      action: 'work_verification.decline',
      outcome: 'success',
      target_type: 'work_verification',
      target_id: row.id,
    });
    return row;
  });
  if (!declined) throw linkInvalid();
  await notify(deps, {
    userId: declined.user_id,
    type: 'verification_update',
    titleKey: 'notification.work-verification-declined',
    titleParams: { institution: subjectOf(declined).position.institution },
    payload: { work_verification_id: declined.id, status: 'error', error: 'declined' },
  });
  return { declined: true };
}

/**
 * GET /api/work_verification_document?token=&document=: the signed PDF, with the token that signed it and
 * the document id the signing answered, for WORK_VERIFICATION_DOCUMENT_DAYS after signing; else the 404 of
 * an unknown link.
 */
export async function workVerificationDocument(
  deps: WorkVerificationDeps & BlobStore,
  query: { token: string; document: string },
  origin: VerifierOrigin,
): Promise<{ id: string; bytes: Uint8Array }> {
  await limit(deps, origin);
  const row = await repository.findDocument(deps.db, hashToken(query.token), query.document, deps.clock());
  const bytes = row ? await readRowBlob(deps, row, workVerificationPdfBinding(row.id)) : null;
  if (!row || !bytes) throw linkInvalid();
  await audit(deps.db, auditOriginOf(origin, row.user_id), {
    action: 'work_verification.document.read',
    outcome: 'success',
    target_type: 'work_verification',
    target_id: row.id,
  });
  return { id: row.id, bytes: new Uint8Array(bytes) };
}

// ——— Reminders (the monitoring pass, decision 034) ———

/**
 * Reminds verifiers who have not answered WORK_VERIFICATION_REMINDER_DAYS (3, then 7) days after the link was
 * sent, each reminder once (claimed by a conditional update, so many instances running the pass send one).
 * A reminder carries a new link (the raw token of the first is not kept); the earlier links keep working
 * until the same expiry. Open requests whose link lapsed become verification errors ('expired').
 */
export async function sendWorkVerificationReminders(
  deps: WorkVerificationDeps,
): Promise<{ reminders: number; expired: number }> {
  const now = deps.clock();
  const expired = await repository.expireOverdue(deps.db, now);
  let reminders = 0;
  for (const [days, column] of [
    [7, 'reminded_7_at'],
    [3, 'reminded_3_at'],
  ] as const) {
    const sentBefore = new Date(now.getTime() - days * DAY_MS);
    for (const row of await repository.listDueReminders(deps.db, column, sentBefore, now)) {
      // A request already past 7 days gets the 7-day reminder only, never both at once.
      if (days === 3 && row.reminded_7_at !== null) continue;
      const token = await deps.db.transaction().execute(async (trx) => {
        if (!(await repository.claimReminder(trx, row.id, column, now))) return null;
        if (days === 7 && row.reminded_3_at === null)
          await repository.update(trx, row.id, { reminded_3_at: now });
        return issueToken(trx, row.id, now, new Date(row.expires_at));
      });
      if (!token) continue;
      const subject = subjectOf(row);
      await deps.mailer.send(
        verifierMessage('email.work-verification-reminder', {
          to: row.verifier_email,
          verifier: row.verifier_name,
          clinician: `${subject.clinician.first_name} ${subject.clinician.last_name}`.trim(),
          institution: subject.position.institution,
          link: linkOf(deps.config, token),
        }),
      );
      await audit(
        deps.db,
        { ip: null, request_id: null },
        {
          action: 'work_verification.remind',
          outcome: 'success',
          user_id: row.user_id,
          target_type: 'work_verification',
          target_id: row.id,
          details: { days },
        },
      );
      reminders += 1;
    }
  }
  return { reminders, expired: expired.length };
}
