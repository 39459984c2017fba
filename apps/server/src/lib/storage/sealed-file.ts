import { createCipheriv, createDecipheriv, randomBytes, type CipherGCM, type DecipherGCM } from 'node:crypto';
import type { DataKeyRing } from '../../modules/secrets/secrets.service';

// Files encrypted at rest (decision 038): each file gets its own AES-256-GCM key, which is kept only wrapped
// (sealed with AES-256-GCM) by the project's data key of decision 025. The file is encrypted as it streams,
// never whole in memory; its IV and tag sit in the database row beside the wrapped key, the ciphertext alone
// in the storage. Both are bound to the row (`binding`: owner and id) as additional data, so a ciphertext
// or key moved to another row does not open.

export interface FileSealRecord {
  key_id: string;
  wrapped_key: string;
  iv: string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

function wrapKey(dataKeys: DataKeyRing, fileKey: Buffer, binding: string): FileSealRecord['wrapped_key'] {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', dataKeys.current.key, iv);
  cipher.setAAD(Buffer.from(`file-key|${binding}`));
  const sealed = Buffer.concat([cipher.update(fileKey), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function unwrapKey(dataKeys: DataKeyRing, record: FileSealRecord, binding: string): Buffer {
  const key = dataKeys.byId(record.key_id);
  if (!key) throw new Error(`The data key ${record.key_id} is not in the key ring`);
  const bytes = Buffer.from(record.wrapped_key, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(`file-key|${binding}`));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** A new file key and the cipher stream that encrypts with it; `tag()` once the stream has ended. */
export function sealFile(
  dataKeys: DataKeyRing,
  binding: string,
): { cipher: CipherGCM; record: FileSealRecord; tag(): string } {
  const fileKey = randomBytes(32);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', fileKey, iv);
  cipher.setAAD(Buffer.from(`file|${binding}`));
  const record = {
    key_id: dataKeys.current.id,
    wrapped_key: wrapKey(dataKeys, fileKey, binding),
    iv: iv.toString('base64url'),
  };
  fileKey.fill(0);
  return { cipher, record, tag: () => cipher.getAuthTag().toString('base64url') };
}

/**
 * The record with the file key wrapped anew under the current data key (key rotation, decision 025): the
 * file itself is not touched, only the few bytes of its wrapped key.
 */
export function rewrapFileKey(
  dataKeys: DataKeyRing,
  record: FileSealRecord,
  binding: string,
): FileSealRecord {
  const fileKey = unwrapKey(dataKeys, record, binding);
  try {
    return { ...record, key_id: dataKeys.current.id, wrapped_key: wrapKey(dataKeys, fileKey, binding) };
  } finally {
    fileKey.fill(0);
  }
}

/**
 * The decipher stream of a stored file. GCM checks the tag at the end: a tampered file ends in an error
 * (the answer is cut off), never in a clean end.
 */
export function openFile(
  dataKeys: DataKeyRing,
  record: FileSealRecord & { auth_tag: string },
  binding: string,
): DecipherGCM {
  const fileKey = unwrapKey(dataKeys, record, binding);
  const decipher = createDecipheriv('aes-256-gcm', fileKey, Buffer.from(record.iv, 'base64url'));
  fileKey.fill(0);
  decipher.setAAD(Buffer.from(`file|${binding}`));
  decipher.setAuthTag(Buffer.from(record.auth_tag, 'base64url'));
  return decipher;
}
