import { translate, WORK_VERIFICATION_QUESTIONS, type WordingKey } from '@credence/shared';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { SignatureRecord, SignedContent } from './signed-record';

// The signed record as a PDF with its signature block and audit trail (decision 039: pdf-lib 1.17, pure
// JavaScript, no install script, runs on Node 20 and 24). Dates inside the file are the signing time, so the
// same record always gives the same bytes. The standard Helvetica font encodes WinAnsi only: a character it
// cannot draw is printed as '?' (the stored record and its hash keep the exact text).

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

class Writer {
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

const yesNo = (value: boolean | null) =>
  value === null ? '-' : translate(value ? 'work-verification.answer.yes' : 'work-verification.answer.no');

/** The PDF of a signed work verification. */
export async function signedDocument(
  content: SignedContent,
  signature: SignatureRecord,
): Promise<Uint8Array> {
  const at = new Date(content.signed_at);
  const doc = await PDFDocument.create();
  doc.setTitle(translate('work-verification.pdf.title'));
  doc.setSubject(content.signature_request_id);
  doc.setProducer('Credence');
  doc.setCreator('Credence');
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, font, bold);
  const { record } = content;
  const label = (key: string) => translate(`work-verification.field.${key}` as WordingKey);

  w.text(translate('work-verification.pdf.title'), { bold: true, size: 18 });
  w.field('Signature request', content.signature_request_id);
  w.heading(translate('work-verification.pdf.record'));
  for (const key of [
    'first_name',
    'last_name',
    'date_of_birth',
    'institution',
    'department',
    'role',
    'start_date',
    'end_date',
  ] as const)
    w.field(label(key), record[key]);
  for (const { key } of WORK_VERIFICATION_QUESTIONS) {
    w.field(label(key), yesNo(record[key]));
    if (record[`${key}_details`])
      w.field(translate('work-verification.field.details'), record[`${key}_details`]);
  }
  for (const key of ['verifier_name', 'verifier_title', 'carrier'] as const) w.field(label(key), record[key]);
  w.field(label('send_confirmation'), yesNo(record.send_confirmation));

  w.heading(translate('work-verification.pdf.signature'));
  w.text(translate('work-verification.sign.attest'));
  w.text(content.intent);
  w.field('Signer', `${signature.signer.name}, ${signature.signer.title}`);
  w.field('Consent version', signature.consent_version);
  w.field('Signed at (UTC)', signature.signed_at);
  w.field('Address', signature.ip ?? '-');
  w.field(translate('work-verification.pdf.hash'), signature.record_sha256);

  w.heading(translate('work-verification.pdf.audit'));
  for (const event of signature.events)
    w.field(
      translate(`work-verification.pdf.event.${event.event}` as WordingKey),
      `${event.at}${event.ip ? ` (${event.ip})` : ''}`,
    );
  return doc.save({ useObjectStreams: false });
}
