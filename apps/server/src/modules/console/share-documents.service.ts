import { sharingErrors, translate, type ShareDocument } from '@credence/shared';
import { AppError, notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { readRowBlob, readSealedBlob, type BlobStore } from '../../lib/storage/sealed-blob';
import { audit } from '../audit/audit.service';
import { signedDocumentOf } from '../consent/consent.repository';
import { documentBinding } from '../documents/bindings';
import { findById } from '../documents/documents.repository';
import { consentPdfBinding } from '../documents/signed-pdfs';
import { receiptOf, receiptPdf } from '../sharing/receipt';
import { listShareDocuments, type ShareDocumentRow } from '../sharing/share-documents.repository';
import { insertShareEvent } from '../sharing/sharing.repository';
import type { SharingDeps } from '../sharing/sharing.service';
import { packetPdf } from './share-packet';
import { groupOf } from './staff-group';
import { findReceivedShare } from './received-shares.repository';

// The documents of a received share (decision 066): listed with the panel, each downloadable by the staff of
// the group the share was made to while it is open, every download recorded in the share's log (who opened
// what) and audited; the PDF packet is the consent receipt followed by the documents' pages.

export type ShareFilesDeps = SharingDeps & BlobStore;

const nameOf = (row: { first_name: string | null; last_name: string | null }) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ');

/** The share's documents as the panel lists them; a task's file deleted since is not available. */
export async function documentsOfShare(deps: SharingDeps, shareId: string): Promise<ShareDocument[]> {
  return (await listShareDocuments(deps.db, shareId)).map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    label: row.label,
    content_type: row.content_type,
    available: row.kind === 'task' ? row.document_id !== null : row.consent_form_id !== null,
  }));
}

/** The bytes of one entry, read from the clinician's storage; null when the file is gone. */
async function bytesOf(deps: ShareFilesDeps, userId: string, entry: ShareDocumentRow) {
  if (entry.kind === 'task' && entry.document_id) {
    const row = await findById(deps.db, entry.document_id);
    if (!row || row.user_id !== userId || row.status !== 'stored' || !row.auth_tag) return null;
    return readSealedBlob(
      deps,
      { storage_key: row.storage_key, seal: { ...row, auth_tag: row.auth_tag } },
      documentBinding(row),
    );
  }
  if (entry.kind === 'consent' && entry.consent_form_id) {
    const row = await signedDocumentOf(deps.db, userId, entry.consent_form_id);
    return row ? readRowBlob(deps, row, consentPdfBinding(userId, entry.consent_form_id)) : null;
  }
  return null;
}

/** The caller's group's share, or the 404 of a missing one; 410 once the clinician ended it. */
async function shareOfGroup(deps: SharingDeps, caller: Caller, shareId: string) {
  const groupId = groupOf(caller);
  return groupId ? await findReceivedShare(deps.db, groupId, shareId) : undefined;
}

const ended = () => new AppError(410, sharingErrors.accessEnded, translate('share.access-ended'));

const recordDownload = (deps: SharingDeps, caller: Caller, shareId: string, subject: string | null) =>
  insertShareEvent(deps.db, {
    share_id: shareId,
    kind: 'downloaded',
    actor_id: caller.actorId,
    actor_name: caller.actor?.name ?? null,
    at: deps.clock(),
    subject,
  });

/** GET /api/console/shares/:id/documents/:documentId */
export async function receivedShareDocument(
  deps: ShareFilesDeps,
  caller: Caller,
  shareId: string,
  documentId: string,
) {
  const row = await shareOfGroup(deps, caller, shareId);
  const entry =
    row?.status === 'active'
      ? (await listShareDocuments(deps.db, row.id)).find((d) => d.id === documentId)
      : undefined;
  const bytes = row && entry ? await bytesOf(deps, row.user_id, entry) : null;
  await audit(deps.db, caller.origin, {
    action: 'console.shares.document',
    outcome: bytes ? 'success' : 'failure',
    user_id: caller.userId,
    target_type: 'share_document',
    target_id: documentId,
    details: { share_id: shareId, ...(row?.status === 'ended' ? { reason: 'ended' } : {}) },
  });
  if (!row) throw notFound();
  if (row.status === 'ended') throw ended();
  if (!entry || !bytes) throw notFound();
  await recordDownload(deps, caller, row.id, entry.name);
  return { name: entry.name, content_type: entry.content_type, bytes };
}

/**
 * GET /api/console/shares/:id/packet.pdf: the consent receipt, then every shared PDF's pages and every image
 * as a page; a file that cannot be embedded (or is gone) is listed by name. Recorded as a download.
 */
export async function receivedSharePacket(deps: ShareFilesDeps, caller: Caller, shareId: string) {
  const row = await shareOfGroup(deps, caller, shareId);
  await audit(deps.db, caller.origin, {
    action: 'console.shares.packet',
    outcome: row?.status === 'active' ? 'success' : 'failure',
    user_id: caller.userId,
    target_type: 'share',
    target_id: shareId,
    details: row?.status === 'ended' ? { reason: 'ended' } : undefined,
  });
  if (!row) throw notFound();
  if (row.status === 'ended') throw ended();
  const receipt = await receiptPdf(receiptOf(row, nameOf(row)));
  const files = [];
  for (const entry of await listShareDocuments(deps.db, row.id))
    files.push({ ...entry, bytes: await bytesOf(deps, row.user_id, entry) });
  const pdf = await packetPdf(receipt, files);
  await recordDownload(deps, caller, row.id, null);
  return pdf;
}
