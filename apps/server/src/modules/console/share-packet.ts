import { PDFDocument, StandardFonts } from 'pdf-lib';

// The PDF packet of a received share (decision 066): the consent receipt's pages, then each shared document's
// pages in the share's order: a PDF's own pages, a PNG or JPEG image scaled onto a letter page. A file that
// cannot be embedded (another type, unreadable, encrypted, or deleted by the clinician since) is listed by name
// on a last page, so the packet never silently leaves one out.

export interface PacketFile {
  name: string;
  label: string;
  content_type: string;
  bytes: Buffer | Uint8Array | null;
}

const LETTER: [number, number] = [612, 792];
const MARGIN = 54;

async function embedImage(doc: PDFDocument, file: PacketFile & { bytes: Buffer | Uint8Array }) {
  const image =
    file.content_type === 'image/png' ? await doc.embedPng(file.bytes) : await doc.embedJpg(file.bytes);
  const page = doc.addPage(LETTER);
  const box = { width: LETTER[0] - 2 * MARGIN, height: LETTER[1] - 2 * MARGIN };
  const scale = Math.min(1, box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: MARGIN, y: LETTER[1] - MARGIN - height, width, height });
}

/** Whether the file went into the packet; false leaves the packet as it was. */
async function embed(doc: PDFDocument, file: PacketFile): Promise<boolean> {
  if (!file.bytes) return false;
  const bytes = file.bytes;
  try {
    if (file.content_type === 'application/pdf') {
      const source = await PDFDocument.load(bytes, { updateMetadata: false });
      const pages = await doc.copyPages(source, source.getPageIndices());
      for (const page of pages) doc.addPage(page);
      return pages.length > 0;
    }
    if (file.content_type === 'image/png' || file.content_type === 'image/jpeg') {
      await embedImage(doc, { ...file, bytes });
      return true;
    }
  } catch {
    // An unreadable or encrypted file: listed by name below.
  }
  return false;
}

/** Printable in the standard font: other characters become "?". */
const printable = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

export async function packetPdf(receipt: Uint8Array, files: PacketFile[]): Promise<Uint8Array> {
  const doc = await PDFDocument.load(receipt, { updateMetadata: false });
  const left: PacketFile[] = [];
  for (const file of files) if (!(await embed(doc, file))) left.push(file);
  if (left.length > 0) {
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    let page = doc.addPage(LETTER);
    let y = LETTER[1] - MARGIN;
    page.drawText('Documents not embedded in this packet', { x: MARGIN, y, size: 14, font: bold });
    y -= 24;
    for (const file of left) {
      if (y < MARGIN + 12) {
        page = doc.addPage(LETTER);
        y = LETTER[1] - MARGIN;
      }
      const why = file.bytes ? 'download it from the share' : 'no longer available';
      const text = printable(`${file.name} (${file.label}): ${why}`).slice(0, 110);
      page.drawText(text, { x: MARGIN, y, size: 10, font });
      y -= 16;
    }
  }
  return doc.save({ useObjectStreams: false });
}
