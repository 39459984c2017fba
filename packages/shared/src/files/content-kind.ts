// What a file is, read from its first bytes (magic numbers), never from its name or the browser's MIME type.
// The server refuses an upload whose content is not the kind its extension says (decision 038); the web may
// run the same check on the first bytes of a chosen file.

export const FILE_KINDS = ['pdf', 'doc', 'docx', 'png', 'jpeg', 'heic'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** How many leading bytes sniffing needs (a .docx names its first part within them). */
export const SNIFF_BYTES = 4096;

/** The extensions each kind is uploaded under (lower case, with the dot). */
export const EXTENSIONS_OF_KIND: Record<FileKind, readonly string[]> = {
  pdf: ['.pdf'],
  doc: ['.doc'],
  docx: ['.docx'],
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  heic: ['.heic'],
};

/** The Content-Type a stored file of each kind is served with. */
export const MIME_TYPE_OF_KIND: Record<FileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpeg: 'image/jpeg',
  heic: 'image/heic',
};

/** The kind a file name's extension claims (case-insensitive), or null for none of ours. */
export function kindOfName(name: string): FileKind | null {
  const lower = name.toLowerCase();
  for (const kind of FILE_KINDS)
    if (EXTENSIONS_OF_KIND[kind].some((extension) => lower.endsWith(extension))) return kind;
  return null;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const textAt = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
/** OLE2 compound file: the container of .doc (Word 97-2003). */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
/** The parts an Office Open XML package may start with. */
const OOXML_FIRST_PARTS = /^(\[Content_Types\]\.xml|_rels\/|docProps\/|word\/)/;

/** A zip whose first entry is a part of an Office Open XML package (Word writes [Content_Types].xml first). */
function isOfficeOpenXml(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ZIP_LOCAL_HEADER) || bytes.length < 30) return false;
  const nameLength = bytes[26]! | (bytes[27]! << 8);
  const extraLength = bytes[28]! | (bytes[29]! << 8);
  if (nameLength === 0 || bytes.length < 30 + nameLength) return false;
  const first = textAt(bytes, 30, nameLength);
  if (!OOXML_FIRST_PARTS.test(first)) return false;
  // A Word document names word/ somewhere in its first parts; a spreadsheet (xl/) or slides (ppt/) do not.
  const head = textAt(bytes, 30 + nameLength + extraLength, bytes.length - 30 - nameLength - extraLength);
  return first.startsWith('word/') || head.includes('word/') || !/(^|[^a-z])(xl|ppt)\//.test(head);
}

/** The kind the first bytes (at least SNIFF_BYTES, or the whole file when shorter) show, or null. */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, OLE2)) return 'doc';
  if (isOfficeOpenXml(bytes)) return 'docx';
  if (bytes.length >= 12 && textAt(bytes, 4, 4) === 'ftyp' && HEIF_BRANDS.has(textAt(bytes, 8, 4)))
    return 'heic';
  return null;
}
