import { stateName, US_STATES } from '@credence/shared';
import type { WordingKey } from '@credence/shared';
import type { FieldSpec } from './form-specs';

/** A credential as the catalogue forms read it: its type, its name, and its values (the claims). */
export interface CatalogueCredential {
  schema_name: string;
  name?: string | null;
  data: Readonly<Record<string, unknown>>;
}

/** The value at `key`; a dotted key reads a nested value (`attrs.institution`). */
export function valueAt(data: Readonly<Record<string, unknown>>, key: string): unknown {
  let value: unknown = data;
  for (const part of key.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The wording key of a field's label. */
export const fieldLabelKey = (key: string) => `credential.field.${key}` as WordingKey;

export type ShownValue =
  { kind: 'text'; text: string } | { kind: 'wording'; key: WordingKey } | { kind: 'hidden' };

const YES: WordingKey = 'credential.value.yes';
const NO: WordingKey = 'credential.value.no';

/**
 * How a field's value reads: nothing (hidden) when blank or one of the field's hidden values ('None' for
 * training's specialty); Yes / No for the source's 'True' / 'False' and for flags; text otherwise.
 */
export function shownValue(field: FieldSpec, value: unknown): ShownValue {
  if (value === null || value === undefined) {
    return field.kind === 'choice-flag'
      ? { kind: 'wording', key: 'credential.value.not-answered' }
      : { kind: 'hidden' };
  }
  if (typeof value === 'boolean') return { kind: 'wording', key: value ? YES : NO };
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== null && item !== undefined && item !== '').map(String);
    return items.length ? { kind: 'text', text: items.join(', ') } : { kind: 'hidden' };
  }
  if (typeof value === 'object') return { kind: 'text', text: JSON.stringify(value) };
  const text = String(value).trim();
  if (text === '' || field.hiddenValues?.includes(text)) return { kind: 'hidden' };
  const words = field.valueWords?.[text];
  if (words) return { kind: 'wording', key: words };
  if (field.kind === 'yes-no' || field.kind === 'flag') {
    if (/^(true|yes)$/i.test(text)) return { kind: 'wording', key: YES };
    if (/^(false|no)$/i.test(text)) return { kind: 'wording', key: NO };
  }
  return { kind: 'text', text };
}

const NAME_MATCHERS = US_STATES.map((state) => ({
  name: state.name,
  pattern: new RegExp(`\\b${state.name.replace(/ /g, '\\s+')}\\b`, 'i'),
}))
  // 'West Virginia' before 'Virginia', 'Arkansas' before 'Kansas'.
  .sort((a, b) => b.name.length - a.name.length);

/**
 * The state the Medicaid exclusion message names, taken from the credential's name (001 §2): a state's
 * name in it ('Ohio Medicaid exclusions'), else a two-letter code standing on its own ('ODM - OH'), else
 * the name itself, so the message never names a state that was not given.
 */
export function stateFromCredentialName(name: string | null | undefined): string {
  const text = (name ?? '').trim();
  const byName = NAME_MATCHERS.find((matcher) => matcher.pattern.test(text));
  if (byName) return byName.name;
  for (const token of text.split(/[^A-Za-z]+/)) {
    // Codes are written in capitals; 'in' or 'or' inside a sentence are words, not Indiana or Oregon.
    const state = token.length === 2 && token === token.toUpperCase() ? stateName(token) : undefined;
    if (state) return state;
  }
  return text;
}
