import { utf16Of, type ResumeKind } from './text-encoding';

// The readers themselves. They run in a worker thread (resume-reader.ts): pdf.js keeps the thread busy until
// it is done, so in the server's own thread a heavy file would stall every request and outlast any timer.

/** A resume is a few pages; pages past this are not read (the recent years come first). */
export const PDF_MAX_PAGES = 50;
/** Text past this is not read or kept, whatever the kind: about 300 pages of prose. */
export const RESUME_MAX_TEXT_CHARS = 1_000_000;

// Each reader loads its library only when a file of its kind comes, so a worker starts with what it needs.
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getResolvedPDFJS } = await import('unpdf');
  const pdfjs = await getResolvedPDFJS();
  // No eval, no font loading: only the text is wanted.
  const task = pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    // One page at a time (unpdf's extractText reads them all at once), stopping at the page and text limits.
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= Math.min(pdf.numPages, PDF_MAX_PAGES); number++) {
      if (length >= RESUME_MAX_TEXT_CHARS) break;
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      page.cleanup();
      pages.push(text);
      length += text.length;
    }
    // The same spacing as unpdf's mergePages.
    return pages
      .join('\n')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n');
  } finally {
    await task.destroy();
  }
}

/** Mammoth only ever sees the archive unpackDocx rebuilt under its limits, which inflates nothing. */
async function docxText(bytes: Uint8Array): Promise<string> {
  const { unpackDocx } = await import('./docx-unpack');
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: await unpackDocx(bytes) });
  return value;
}

function plainText(bytes: Uint8Array): string {
  return new TextDecoder(utf16Of(bytes) ?? 'utf-8').decode(bytes);
}

/** The text of a resume whose kind resume-file.ts settled; throws when the file cannot be read as that kind. */
export async function extractResumeText(kind: ResumeKind, bytes: Uint8Array): Promise<string> {
  const text =
    kind === 'pdf' ? await pdfText(bytes) : kind === 'docx' ? await docxText(bytes) : plainText(bytes);
  return text.slice(0, RESUME_MAX_TEXT_CHARS);
}
