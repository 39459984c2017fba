import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { AdapterError } from './http';

/** A whole published list as fetched: the evidence a screening cites is its SHA-256 and when it was read. */
export interface ListSnapshot {
  source: string;
  /** The configured URL, or `sample:<file>` for the shipped offline copy. */
  origin: string;
  sha256: string;
  fetchedAt: string;
  text: string;
}

/** SHA-256 of the bytes as published (a string is hashed as its UTF-8 bytes). */
export const sha256Of = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** The shipped sample file of a source, read as a snapshot. */
export async function sampleSnapshot(source: string, file: URL, at: Date): Promise<ListSnapshot> {
  const bytes = await readFile(file);
  const name = file.pathname.split('/').at(-1) ?? 'sample';
  const text = bytes.toString('utf8');
  return { source, origin: `sample:${name}`, sha256: sha256Of(bytes), fetchedAt: at.toISOString(), text };
}

/** GETs a published list file (CSV) with a timeout; failures are AdapterErrors naming only the path. */
export async function fetchSnapshot(
  source: string,
  url: string,
  { timeoutMs, at, fetch: doFetch = fetch }: { timeoutMs: number; at: Date; fetch?: typeof fetch },
): Promise<ListSnapshot> {
  const path = new URL(url).pathname;
  let response: Response;
  try {
    response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    const code = name === 'TimeoutError' || name === 'AbortError' ? 'adapter.timeout' : 'adapter.unavailable';
    throw new AdapterError(code, source, `GET ${path} failed`);
  }
  if (!response.ok) {
    const code =
      response.status >= 500 || response.status === 429 ? 'adapter.unavailable' : 'adapter.bad-response';
    throw new AdapterError(code, source, `GET ${path} answered ${response.status}`, response.status);
  }
  // The hash is of the bytes as published (a BOM included), which text() would strip.
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  return { source, origin: url, sha256: sha256Of(bytes), fetchedAt: at.toISOString(), text };
}

/** Checks a list file has the columns we read (by header name, never by position). */
export function requireColumns(
  source: string,
  records: Record<string, string>[],
  columns: readonly string[],
) {
  const first = records[0];
  if (!first) return;
  const missing = columns.filter((column) => !Object.hasOwn(first, column));
  if (missing.length > 0) {
    throw new AdapterError('adapter.bad-response', source, `list file lacks column(s) ${missing.join(', ')}`);
  }
}

/** Lists are published daily to monthly; a snapshot is read again after a day. */
export const LIST_REFRESH_MS = 24 * 60 * 60 * 1000;

/**
 * The last snapshot read and its parsed rows, read again once older than LIST_REFRESH_MS; a failed read is
 * forgotten so the next call tries again.
 */
export function cachedList<Rows>(
  load: () => Promise<ListSnapshot>,
  parse: (text: string) => Rows,
  clock: () => Date,
): () => Promise<{ snapshot: ListSnapshot; rows: Rows }> {
  let cached: { at: number; loaded: Promise<{ snapshot: ListSnapshot; rows: Rows }> } | undefined;
  return () => {
    const now = clock().getTime();
    if (!cached || now - cached.at >= LIST_REFRESH_MS) {
      const loaded = load().then((snapshot) => ({ snapshot, rows: parse(snapshot.text) }));
      cached = { at: now, loaded };
      loaded.catch(() => {
        if (cached?.loaded === loaded) cached = undefined;
      });
    }
    return cached.loaded;
  };
}

/** What a screening cites of the list it read. */
export const snapshotEvidence = (snapshot: ListSnapshot) => ({
  origin: snapshot.origin,
  sha256: snapshot.sha256,
  fetchedAt: snapshot.fetchedAt,
});

/** MM/DD/YYYY (CMS files) → YYYY-MM-DD; null when it is not such a date. */
export const isoFromUsDate = (value: string): string | null => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
};
