import { RESUME_ACCEPTED_TYPES } from '@credence/shared';
import { utf16Of, type ResumeKind } from './text-encoding';

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
// The name of the main part stands in a zip's local and central headers as plain bytes.
const DOCX_PART = Buffer.from('word/document.xml');

/** The accepted extension of a file name (lower case, with the dot), or null. */
export function extensionOf(filename: string): (typeof RESUME_ACCEPTED_TYPES)[number] | null {
  const extension = /\.[^./\\]+$/.exec(filename.trim())?.[0]?.toLowerCase();
  return RESUME_ACCEPTED_TYPES.find((type) => type === extension) ?? null;
}

/** What the bytes are, by their magic numbers; text is what has no NUL byte (or is UTF-16 with its mark). */
export function sniffKind(bytes: Buffer): ResumeKind | 'zip' | null {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  if (bytes.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC))
    return bytes.includes(DOCX_PART) ? 'docx' : 'zip';
  return utf16Of(bytes) !== null || !bytes.includes(0) ? 'txt' : null;
}

/**
 * The kind of an upload when its name and its content agree on one of .pdf, .docx and .txt; else null
 * (415). A name alone is never trusted: a renamed executable or a PDF called resume.txt is refused.
 */
export function resumeKindOf(filename: string, bytes: Buffer): ResumeKind | null {
  const extension = extensionOf(filename);
  if (!extension) return null;
  const kind = sniffKind(bytes);
  return kind !== null && `.${kind}` === extension ? (kind as ResumeKind) : null;
}
