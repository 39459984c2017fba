import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the value that goes into a link and never into the database. */
export function newOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Links are stored only as this hash, so a database reader cannot use them. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
