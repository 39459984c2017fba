import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

// What every typed-name electronic signature shares (credentials.md §6; decisions 039 and 047): the canonical
// JSON of the signed content and its SHA-256, and a PDF writer (pdf-lib 1.17) for the signed record with its
// signature block and audit trail. Moved here from modules/work-verification so consent forms sign alike.
// Dates inside a file are the signing time, so the same record always gives the same bytes. The standard
// Helvetica font encodes WinAnsi only: a character it cannot draw is printed as '?' (the stored record and
// its hash keep the exact text).

/** JSON with sorted keys: one text per value, independent of the order the fields were written in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const sha256Hex = (text: string | Uint8Array): string =>
  createHash('sha256').update(text).digest('hex');

const PAGE = { width: 612, height: 792, margin: 54 };
const SIZE = 10;
const LINE = 14;

/** Text Helvetica can draw: WinAnsi characters kept, anything else '?'. */
function printable(font: PDFFont, text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?|\n|\t/g, ' ')) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += '?';
    }
  }
  return out;
}

/** Words wrapped to the page width. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of printable(font, text).split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  // A single word wider than the page is cut, never drawn past the margin.
  return lines.flatMap((line) => {
    const parts: string[] = [];
    let rest = line;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      parts.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    parts.push(rest);
    return parts;
  });
}

export class PdfWriter {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  private room(lines: number) {
    if (this.y - lines * LINE < PAGE.margin) {
      this.page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - PAGE.margin;
    }
  }
  text(text: string, { bold = false, size = SIZE }: { bold?: boolean; size?: number } = {}) {
    const font = bold ? this.bold : this.font;
    for (const line of wrap(font, text, size, PAGE.width - 2 * PAGE.margin)) {
      this.room(1);
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font, color: rgb(0, 0, 0) });
      this.y -= size + 4;
    }
  }
  heading(text: string) {
    this.y -= 6;
    this.room(2);
    this.text(text, { bold: true, size: 13 });
  }
  field(label: string, value: string) {
    this.text(`${label}: ${value === '' ? '-' : value}`);
  }
}

/** A new PDF dated `at`, with its metadata, and a writer on its first page. */
export async function newSignedPdf({ title, subject, at }: { title: string; subject: string; at: Date }) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setSubject(subject);
  doc.setProducer('Credence');
  doc.setCreator('Credence');
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, writer: new PdfWriter(doc, font, bold) };
}

/** The PDF's bytes (object streams off, as decision 039 fixed for readers that cannot open them). */
export const savePdf = (doc: PDFDocument): Promise<Uint8Array> => doc.save({ useObjectStreams: false });
