import { describe, expect, it } from 'vitest';
import { acceptedKindsOf } from '../api/documents';
import { kindOfName, sniffFileKind } from './content-kind';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

/** A zip local-file header naming its first entry. */
const zipStarting = (name: string, rest = '') => {
  const header = new Array<number>(30).fill(0);
  [0x50, 0x4b, 0x03, 0x04].forEach((byte, index) => (header[index] = byte));
  header[26] = name.length;
  return bytes(header, name, rest);
};

describe('sniffFileKind reads what a file is from its first bytes', () => {
  it.each([
    ['pdf', bytes('%PDF-1.7\n')],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe1])],
    ['doc', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ['docx', zipStarting('[Content_Types].xml', 'PK word/document.xml')],
    ['docx', zipStarting('word/document.xml')],
    ['heic', bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0])],
    ['heic', bytes([0, 0, 0, 24], 'ftypmif1', [0, 0, 0, 0])],
  ] as const)('%s', (kind, head) => {
    expect(sniffFileKind(head)).toBe(kind);
  });

  it.each([
    ['text', bytes('hello, this is not a document')],
    ['an executable', bytes('MZ', [0x90, 0])],
    ['a zip of anything', zipStarting('payload.exe')],
    ['a spreadsheet', zipStarting('[Content_Types].xml', 'PK xl/workbook.xml')],
    ['an MP4 video', bytes([0, 0, 0, 24], 'ftypisom', [0, 0, 0, 0])],
    ['a PDF marker not at the start', bytes(' %PDF-1.7')],
    ['nothing', bytes()],
  ])('refuses %s', (_what, head) => {
    expect(sniffFileKind(head)).toBeNull();
  });
});

describe('kindOfName and the kinds each type accepts', () => {
  it('reads the extension in any case', () => {
    expect(kindOfName('POLICY.PDF')).toBe('pdf');
    expect(kindOfName('scan.JPG')).toBe('jpeg');
    expect(kindOfName('scan.jpeg')).toBe('jpeg');
    expect(kindOfName('policy.pdf.exe')).toBeNull();
  });

  it('a malpractice document is a PDF or a Word file; other types take images too', () => {
    expect(acceptedKindsOf('malpractice')).toEqual(['pdf', 'doc', 'docx']);
    expect(acceptedKindsOf('license')).toEqual(['pdf', 'doc', 'docx', 'png', 'jpeg', 'heic']);
  });
});
