import type { Readable } from 'node:stream';

// Where document files live (decision 038): a folder under DATA_DIR by default, S3-compatible object storage
// when DOCUMENT_S3_BUCKET is set. Keys are random (storage-key.ts), never a file name; the bytes given are
// already encrypted (sealed-file.ts), so neither backend ever holds a plaintext file.

export interface ObjectStorage {
  /** 'local' or 's3', for the logs and the health of the configuration. */
  readonly kind: 'local' | 's3';
  /**
   * Stores the stream under `key`. Resolves once the whole object is stored; when the stream fails (a cut-off
   * upload), rejects and leaves no object under `key`.
   */
  put(key: string, body: Readable): Promise<void>;
  /** The stored bytes; rejects with ObjectNotFound for a key with no object. */
  get(key: string): Promise<Readable>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class ObjectNotFound extends Error {
  constructor(key: string) {
    super(`No stored object ${key.slice(0, 8)}…`);
    this.name = 'ObjectNotFound';
  }
}

/** Keys are 32 random bytes in base64url under a prefix: nothing in them says whose file or what it is. */
export const STORAGE_KEY_PATTERN = /^[a-z]+\/[A-Za-z0-9_-]{43}$/;
