import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import type { ListFiles } from './parsers/record';

/** A list's files on local disk, their combined SHA-256, and a clean-up for any download. */
export interface LocalListFiles {
  files: ListFiles;
  sha256: string;
  cleanup(): Promise<void>;
}

const isUrl = (location: string) => /^https?:\/\//i.test(location);

async function download(url: string, dir: string, name: string, timeoutMs: number): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok || !response.body) throw new Error(`exclusion list fetch: HTTP ${response.status}`);
  const file = path.join(dir, name);
  await pipeline(Readable.fromWeb(response.body as ReadableStream), createWriteStream(file));
  return file;
}

async function hashFiles(files: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files) for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Brings a list's location(s) to local files (an http(s) URL is downloaded to a temporary folder, a path read
 * where it is) and hashes them: the snapshot's SHA-256 is that of the main file, followed by alt.csv for OFAC.
 */
export async function localListFiles(
  locations: { main: string; alt?: string },
  timeoutMs = 120_000,
): Promise<LocalListFiles> {
  const needsDir = isUrl(locations.main) || (locations.alt !== undefined && isUrl(locations.alt));
  const dir = needsDir ? await mkdtemp(path.join(os.tmpdir(), 'credence-exclusions-')) : null;
  try {
    const local = async (location: string, name: string) =>
      isUrl(location) ? download(location, dir!, name, timeoutMs) : path.resolve(location);
    const main = await local(locations.main, 'main.csv');
    const alt = locations.alt !== undefined ? await local(locations.alt, 'alt.csv') : undefined;
    return {
      files: { main: () => createReadStream(main), ...(alt ? { alt: () => createReadStream(alt) } : {}) },
      sha256: await hashFiles(alt ? [main, alt] : [main]),
      cleanup: async () => {
        if (dir) await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (dir) await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
