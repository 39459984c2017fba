import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { WORDING_QUEUE } from './src/lib/wording-queue';

/** The wording catalogue: key -> sentence (packages/shared/src/wording/en.json, the one source). */
export type Catalogue = Readonly<Record<string, string>>;

// A string literal's whole text, or a template's text up to its first placeholder: keys are letters,
// digits, dots, hyphens and underscores, and a minified chunk keeps its literals whole (it may turn quotes
// into backticks). Prose ("… your documents. The …") is not a literal of its own, so it names nothing.
const LITERAL_START = /['"`]([A-Za-z][A-Za-z0-9_.-]+)(?=['"`]|\$\{)/g;

/**
 * The keys a piece of code names: a whole key as a literal ('shell.skip-to-content'), or the start of the
 * keys it builds at run time, which ends in a dot or a hyphen (`wallet.state.${kind}`, 'new-' + type): every
 * key beginning with that start. Naming a few keys too many costs bytes; naming one too few would show a
 * key, so the match is on any literal, not only on the first argument of t().
 */
export function keysNamedIn(code: string, catalogue: Catalogue): Set<string> {
  const keys = Object.keys(catalogue);
  const named = new Set<string>();
  const starts = new Set<string>();
  for (const [, token = ''] of code.matchAll(LITERAL_START)) {
    if (Object.hasOwn(catalogue, token)) named.add(token);
    else if (/[.-]$/.test(token)) starts.add(token);
  }
  for (const start of starts) for (const key of keys) if (key.startsWith(start)) named.add(key);
  return named;
}

/** The catalogue restricted to `keys`, in catalogue order. */
export function packOf(keys: ReadonlySet<string>, catalogue: Catalogue): Record<string, string> {
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => keys.has(key)));
}

/** The statement a chunk starts with: it hands the chunk's wording to the app's i18n (lib/i18n.ts). */
export const registration = (pack: Readonly<Record<string, string>>): string =>
  `(globalThis.${WORDING_QUEUE}??=[]).push(${JSON.stringify(pack)});\n`;

/**
 * Wording the web shows but does not name itself: keys the server sends in its answers (an error
 * detail's message, a notification's title, a job's code), shown through isWordingKey(x) ? t(x) : fallback.
 * They are the whole-key literals of the server's source, less those only the server's own pages, mails,
 * files and credentials use.
 */
const SERVER_ONLY =
  /^(email|sms|auth\.page|auth\.saml|issuer\.vct|console\.csv|[a-z-]+\.pdf|[a-z-]+\.notice)\b/;
const LITERAL = /['"`]([A-Za-z][A-Za-z0-9_.-]+)['"`]/g;

export function keysTheServerSends(serverSource: string, catalogue: Catalogue): Set<string> {
  const sent = new Set<string>();
  for (const [, literal] of serverSource.matchAll(LITERAL)) {
    if (literal && Object.hasOwn(catalogue, literal) && !SERVER_ONLY.test(literal)) sent.add(literal);
  }
  return sent;
}

function readServerSource(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$|test-support/.test(file))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}

/**
 * Each chunk carries the wording its own code names (decision 067): the entry only the first screen's and
 * the shell's, a page's chunk its page's, so a page's wording loads with its code and the entry does not
 * carry the whole catalogue. The entry chunk also carries the keys the server sends. Build only: in
 * development and tests lib/i18n.ts loads the whole catalogue.
 */
export function wordingPerChunk(options: { catalogue: string; serverSource: string }): Plugin {
  let catalogue: Catalogue = {};
  let sent = new Set<string>();
  return {
    name: 'credence:wording-per-chunk',
    apply: 'build',
    buildStart() {
      catalogue = JSON.parse(readFileSync(options.catalogue, 'utf8')) as Catalogue;
      sent = keysTheServerSends(readServerSource(options.serverSource), catalogue);
    },
    renderChunk(code, chunk) {
      const keys = keysNamedIn(code, catalogue);
      if (chunk.isEntry) for (const key of sent) keys.add(key);
      if (keys.size === 0) return null;
      return { code: registration(packOf(keys, catalogue)) + code, map: null };
    },
  };
}
