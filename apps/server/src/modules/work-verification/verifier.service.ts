import { randomUUID } from 'node:crypto';
import {
  translate,
  WORK_VERIFICATION_CONSENT_VERSION,
  WORK_VERIFICATION_DOCUMENT_DAYS,
  type WorkVerificationFields,
  type WorkVerificationKind,
  type WorkVerificationPublicData,
  type WorkVerificationSubmitData,
} from '@credence/shared';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/one-time-token';
import { audit } from '../audit/audit.service';
import { notify } from '../notifications/notifications.service';
import { offerWorkVerification } from '../credentials/work-verification-offers';
import { consumeAttempt } from '../rate-limit/rate-limit.service';
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
import {
  auditOriginOf,
  DAY_MS,
  iso,
  linkInvalid,
  subjectOf,
  type VerifierOrigin,
  type WorkVerificationDeps,
} from './work-verification.common';

// The verifier's half of work verification (decision 039): public, reached only by the link's token.

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
