// Stored names keep only letters, digits and dots, so a name is safe in any path, header or URL. A name
// already taken gets a number before its extension: 'policy.pdf', 'policy1.pdf', 'policy2.pdf'. No other
// separator is possible because only letters, digits and dots survive.

export const FALLBACK_FILE_NAME = 'file';
/** Well under the 255 bytes file systems and object stores allow, with room for a suffix. */
export const MAX_FILE_NAME_LENGTH = 120;
const MAX_EXTENSION_LENGTH = 16;

function splitExtension(name: string): [base: string, extension: string] {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? [name.slice(0, dot), name.slice(dot, dot + MAX_EXTENSION_LENGTH)] : [name, ''];
}

/**
 * Letters, digits and single inner dots; never empty, never starting or ending with a dot. Some browsers
 * send a full client path ('C:\Users\me\policy.pdf'), so only the part after the last slash counts.
 */
export function cleanFileName(name: string): string {
  const kept = (name.split(/[/\\]/).pop() ?? '')
    .replace(/[^A-Za-z0-9.]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/\.$/, '');
  const [base, extension] = splitExtension(kept);
  const shortBase = base
    .replace(/^\./, '')
    .slice(0, MAX_FILE_NAME_LENGTH - extension.length)
    .replace(/\.$/, '');
  return (shortBase || FALLBACK_FILE_NAME) + extension;
}

/** The cleaned name, numbered when it (ignoring case) is already one of `existingNames`. */
export function sanitizeFileName(name: string, existingNames: Iterable<string> = []): string {
  const taken = new Set([...existingNames].map((existing) => existing.toLowerCase()));
  const cleaned = cleanFileName(name);
  if (!taken.has(cleaned.toLowerCase())) return cleaned;
  const [base, extension] = splitExtension(cleaned);
  for (let n = 1; ; n += 1) {
    const candidate = `${base}${n}${extension}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
