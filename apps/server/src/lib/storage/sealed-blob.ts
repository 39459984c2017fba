import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { DataKeyRing } from '../../modules/secrets/secrets.service';
import type { ObjectStorage } from './object-storage';
import { openFile, sealFile, type FileSealRecord } from './sealed-file';
import { newStorageKey } from './storage-key';

// A small file the server makes itself (a signed PDF: consent forms, work verifications; decision 052),
// stored like an uploaded document (decision 038): encrypted with its own key, the key wrapped by the data
// key, the ciphertext alone in the object storage under a random key. Unlike an upload it is whole in memory
// already (a few kilobytes), so it is sealed and read back whole.

export interface SealedBlob {
  storage_key: string;
  seal: FileSealRecord & { auth_tag: string };
}

export interface BlobStore {
  storage: ObjectStorage;
  dataKeys: DataKeyRing;
}

/** Encrypts and stores the bytes; `binding` ties the ciphertext to its row (owner and id). */
export async function storeSealedBlob(
  store: BlobStore,
  binding: string,
  bytes: Uint8Array,
): Promise<SealedBlob> {
  const storageKey = newStorageKey('signed');
  const sealing = sealFile(store.dataKeys, binding);
  await store.storage.put(storageKey, Readable.from([Buffer.from(bytes)]).pipe(sealing.cipher));
  return { storage_key: storageKey, seal: { ...sealing.record, auth_tag: sealing.tag() } };
}

/** The decrypted bytes; rejects when the object is missing, moved to another row or tampered with. */
export async function readSealedBlob(store: BlobStore, blob: SealedBlob, binding: string): Promise<Buffer> {
  const stored = await store.storage.get(blob.storage_key);
  const decipher = openFile(store.dataKeys, blob.seal, binding);
  stored.once('error', (error) => decipher.destroy(error));
  return buffer(stored.pipe(decipher));
}

/** Removes a stored blob whose row was not written (a failed transaction); never throws. */
export async function discardSealedBlob(store: BlobStore, blob: SealedBlob | null): Promise<void> {
  if (blob) await store.storage.delete(blob.storage_key).catch(() => undefined);
}

/** A row's signed file: in the storage (`document_storage_key` and `document_seal`) or, written before
 * migration 0032 and not moved yet, in the row itself; null when it has none. */
export async function readRowBlob(
  store: BlobStore,
  row: {
    document: Uint8Array | null;
    document_storage_key: string | null;
    document_seal: SealedBlob['seal'] | null;
  },
  binding: string,
): Promise<Buffer | null> {
  if (row.document_storage_key && row.document_seal)
    return readSealedBlob(store, { storage_key: row.document_storage_key, seal: row.document_seal }, binding);
  return row.document ? Buffer.from(row.document) : null;
}
