import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { JWK } from 'jose';
import { z } from 'zod';

/**
 * The no-setup home of generated secrets: one JSON file in DATA_DIR, readable by the server's user only
 * (0600). It sits beside the embedded database but not in it, so a dump of the database (pg_dump, a copy of
 * its tables) carries no key. Decision 025.
 */
export const KEY_FILE_NAME = 'secrets.json';
export const KEY_FILE_MODE = 0o600;

const keyFileSchema = z.object({
  version: z.literal(1),
  cookie_secret: z.string().min(32),
  oidc_jwks: z.object({ keys: z.array(z.record(z.string(), z.unknown())).min(1) }),
  /** Data-encryption keys (32 bytes, base64url), the current one first; older ones still open old values. */
  data_keys: z.array(z.object({ key: z.string().min(43), created_at: z.string() })).min(1),
});

export type KeyFile = Omit<z.infer<typeof keyFileSchema>, 'oidc_jwks'> & { oidc_jwks: { keys: JWK[] } };

export const keyFilePath = (dataDir: string) => path.join(dataDir, KEY_FILE_NAME);

export class KeyFileError extends Error {
  override name = 'KeyFileError';
}

/** The key file, or null when there is none yet. A file that is there but broken stops the start. */
export function readKeyFile(file: string, onLoosePermissions?: () => void): KeyFile | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  // Someone widened it (a copy, an editor): close it again, and say so.
  if (process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0) {
    chmodSync(file, KEY_FILE_MODE);
    onLoosePermissions?.();
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const result = keyFileSchema.safeParse(parsed);
  // The message names the file, never its content.
  if (!result.success) throw new KeyFileError(`The key file ${file} is not a valid Credence key file`);
  return result.data as KeyFile;
}

function writeTemporary(file: string, content: KeyFile): string {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: KEY_FILE_MODE, flag: 'wx' });
  chmodSync(temporary, KEY_FILE_MODE);
  return temporary;
}

/**
 * Creates the key file unless it exists, without ever overwriting one: two servers starting on the same
 * folder keep whichever file was linked first, and both answer that one.
 */
export function createKeyFile(file: string, content: KeyFile): KeyFile {
  const temporary = writeTemporary(file, content);
  try {
    linkSync(temporary, file);
    return content;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKeyFile(file)!;
  } finally {
    unlinkSync(temporary);
  }
}

/** Replaces the key file in one step (rename), so a reader never sees half a file. */
export function replaceKeyFile(file: string, content: KeyFile) {
  renameSync(writeTemporary(file, content), file);
}
