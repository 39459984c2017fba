import { randomBytes } from 'node:crypto';
import { STORAGE_KEY_PATTERN } from './object-storage';

/** A new object key: `prefix/` and 256 random bits, so no URL or key can be guessed from another. */
export function newStorageKey(prefix: 'documents' | 'forms' | 'signed'): string {
  return `${prefix}/${randomBytes(32).toString('base64url')}`;
}

export const isStorageKey = (key: string) => STORAGE_KEY_PATTERN.test(key);
