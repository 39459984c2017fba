import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectNotFound, type ObjectStorage } from './object-storage';
import { isStorageKey } from './storage-key';

/**
 * Objects as files under `root` (DATA_DIR/documents by default), mode 0600. A file is written under a
 * temporary name and renamed into place only when complete, so a cut-off upload never appears under its key.
 */
export function localStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => {
    // Keys are ours (storage-key.ts); anything else could climb out of the folder.
    if (!isStorageKey(key)) throw new Error('Not a storage key');
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await pipeline(body, createWriteStream(partial, { mode: 0o600, flags: 'wx' }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        await access(file);
      } catch {
        throw new ObjectNotFound(key);
      }
      return createReadStream(file) as Readable;
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      // A process killed mid-put leaves `<key>.<random>.partial` (the abandoned-upload sweep, decision 063).
      const base = `${path.basename(file)}.`;
      const siblings = await readdir(path.dirname(file)).catch(() => [] as string[]);
      for (const name of siblings)
        if (name.startsWith(base) && name.endsWith('.partial'))
          await rm(path.join(path.dirname(file), name), { force: true });
    },
    async exists(key) {
      try {
        await access(fileOf(key));
        return true;
      } catch {
        return false;
      }
    },
  };
}
