import { taskErrors, translate } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Caller } from '../../lib/caller';
import { canonicalJson, sha256Hex } from '../../lib/signed-pdf';
import {
  discardSealedBlob,
  readRowBlob,
  storeSealedBlob,
  type BlobStore,
  type SealedBlob,
} from '../../lib/storage/sealed-blob';
import { audit } from '../audit/audit.service';
import { consentPdfBinding } from '../documents/signed-pdfs';
import { consentDocument, type ConsentSignatureRecord, type ConsentSignedContent } from './consent-document';
import {
  insertSignature,
  keepSignatureName,
  listConsentForms,
  signatureNameOf,
  signedDocumentOf,
} from './consent.repository';

export interface ConsentDeps extends BlobStore {
  db: Kysely<Database>;
  clock: Clock;
}

const present = (rows: Awaited<ReturnType<typeof listConsentForms>>, signatureName: string | null) =>
  rows.map((row) => ({
    id: row.id,
    document_key: row.document_key,
    name: row.name,
    body: row.body,
    version: row.version,
    subscriber_group: row.subscriber_group_id,
    subscriber_group_name: row.subscriber_group_name,
    required: row.required,
    signed: row.signed_at !== null,
    signed_at: row.signed_at ? new Date(row.signed_at).toISOString() : null,
    signature_name: signatureName,
  }));

export async function getConsentForms(deps: ConsentDeps, userId: string) {
  const [rows, name] = await Promise.all([
    listConsentForms(deps.db, userId),
    signatureNameOf(deps.db, userId),
  ]);
  return present(rows, name);
}

const signatureMismatch = () =>
  new AppError(400, taskErrors.signatureMismatch, translate('consent.signature-name-mismatch'), [
    { path: 'full_name', message: taskErrors.signatureMismatch },
  ]);

export interface ConsentSigning {
  documentKeys: string[];
  /** The typed full name, trimmed: the signature. */
  fullName: string;
  userAgent: string | null;
}

/**
 * Signs forms of the person's own organizations only; a key that is not one of them is refused. The typed
 * name is the signature: the first one's exact spelling is kept, and a later one spelled otherwise is
 * refused (001 §5). Every form signed keeps its signature record and its PDF; all in one transaction, so a
 * failure on any form leaves nothing signed.
 */
export async function signConsentForms(deps: ConsentDeps, caller: Caller, signing: ConsentSigning) {
  const { userId, origin } = caller;
  const { documentKeys, fullName } = signing;
  const forms = await listConsentForms(deps.db, userId);
  const byKey = new Map(forms.map((form) => [form.document_key, form]));
  const unknown = documentKeys.filter((key) => !byKey.has(key));
  if (unknown.length) {
    throw badRequest(
      unknown.map((key) => ({
        path: `document_keys.${documentKeys.indexOf(key)}`,
        message: 'request.invalid',
      })),
    );
  }
  const kept = await signatureNameOf(deps.db, userId);
  if (kept !== null && kept !== fullName) {
    await audit(deps.db, origin, {
      action: 'consent.sign',
      outcome: 'denied',
      target_type: 'user',
      target_id: userId,
      details: { reason: 'signature-name' },
    });
    throw signatureMismatch();
  }
  const now = deps.clock();
  const signedAt = now.toISOString();
  const toSign = documentKeys.map((key) => byKey.get(key)!).filter((form) => form.signed_at === null);
  // Each PDF is stored before its row is written; one whose row is not written (a failure, or a signature
  // that came first from another tab) is removed again, so no stored PDF is left without its row.
  const stored: SealedBlob[] = [];
  const unused: SealedBlob[] = [];
  try {
    await deps.db.transaction().execute(async (trx) => {
      for (const form of toSign) {
        const content: ConsentSignedContent = {
          kind: 'consent_form',
          consent_form_id: form.id,
          document_key: form.document_key,
          form_name: form.name,
          // A form with its text signs the text and its version (decision 062); older forms had none.
          ...(form.body === null ? {} : { form_version: form.version, form_body: form.body }),
          subscriber_group_name: form.subscriber_group_name,
          signer: { user_id: userId, name: fullName },
          intent: translate('consent.pdf.intent', { signer: fullName }),
          attestation: translate('consent.confirm'),
          signed_at: signedAt,
        };
        const recordSha256 = sha256Hex(canonicalJson(content));
        const signature: ConsentSignatureRecord = {
          signer: content.signer,
          intent: content.intent,
          record_sha256: recordSha256,
          signed_at: signedAt,
          ip: origin.ip,
          user_agent: signing.userAgent,
          events: [
            { event: 'confirmed', at: signedAt },
            { event: 'signed', at: signedAt, ip: origin.ip },
          ],
        };
        const document = await consentDocument(content, signature);
        signature.document_sha256 = sha256Hex(document);
        const blob = await storeSealedBlob(deps, consentPdfBinding(userId, form.id), document);
        stored.push(blob);
        const written = await insertSignature(trx, {
          consent_form_id: form.id,
          user_id: userId,
          signed_at: now,
          signature_name: fullName,
          signature: JSON.stringify({ ...signature, content }),
          record_sha256: recordSha256,
          document_sha256: signature.document_sha256,
          document_storage_key: blob.storage_key,
          document_seal: JSON.stringify(blob.seal),
        });
        if (!written) unused.push(blob);
      }
      await keepSignatureName(trx, userId, fullName);
      await audit(trx, origin, {
        action: 'consent.sign',
        outcome: 'success',
        target_type: 'user',
        target_id: userId,
        details: {
          document_keys: documentKeys.join(','),
          signed: toSign.map((form) => form.id).join(','),
        },
      });
    });
  } catch (error) {
    await Promise.all(stored.map((blob) => discardSealedBlob(deps, blob)));
    throw error;
  }
  await Promise.all(unused.map((blob) => discardSealedBlob(deps, blob)));
  return getConsentForms(deps, userId);
}

/** GET /api/consent_form/{id}/document: the signed PDF; another clinician's or an unsigned form is 404. */
export async function consentFormDocument(deps: ConsentDeps, { userId, origin }: Caller, formId: string) {
  const row = await signedDocumentOf(deps.db, userId, formId);
  const document = row ? await readRowBlob(deps, row, consentPdfBinding(userId, formId)) : null;
  if (!document) throw notFound();
  await audit(deps.db, origin, {
    action: 'consent.document',
    outcome: 'success',
    target_type: 'consent_form',
    target_id: formId,
  });
  return document;
}
