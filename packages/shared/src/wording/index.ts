// The import attribute lets plain Node ESM loaders (Playwright, node --import tsx) read the catalogue too.
import en from './en.json' with { type: 'json' };

// The wording catalogue: one flat object of key -> English sentence. Keys may contain dots, so i18next on
// the web runs with keySeparator false; placeholders are single braces, e.g. '{amount}'.

export type WordingKey = keyof typeof en;
export type WordingParams = Readonly<Record<string, string | number>>;

export const wording: Readonly<Record<WordingKey, string>> = en;

export const isWordingKey = (key: string): key is WordingKey => Object.hasOwn(wording, key);

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholder names in `text`, in order of appearance. */
export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');

/** The sentence for `key` with each {name} replaced by params.name; placeholders without a value stay. */
export function translate(key: WordingKey, params: WordingParams = {}): string {
  return wording[key].replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
