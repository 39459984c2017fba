import type { WordingKey } from '../wording/index';

// PostgreSQL cannot store U+0000 in text or jsonb, and a UTF-16 surrogate without its pair is not a
// character at all (UTF-8 cannot encode it: pg would store U+FFFD, jsonb refuses it). Such text never comes
// from a keyboard, so it is refused where it enters rather than failing, or changing, when it is saved.

export const textCharactersMessage = 'validation.text-invalid-characters' satisfies WordingKey;

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` holds U+0000 or an unpaired surrogate. */
export const hasUnsafeCharacters = (value: string): boolean =>
  value.includes('\u0000') || LONE_SURROGATE.test(value);
