import { utf16Of, type ResumeKind } from './text-encoding';

// The readers themselves. They run in a worker thread (resume-reader.ts): pdf.js keeps the thread busy until
// it is done, so in the server's own thread a heavy file would stall every request and outlast any timer.

// Each reader loads its library only when a file of its kind comes, so a worker starts with what it needs.
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getResolvedPDFJS } = await import('unpdf');
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
    const { text } = await extractText(await task.promise, { mergePages: true });
    return text;
  } finally {
    await task.destroy();
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value;
}

function plainText(bytes: Uint8Array): string {
  return new TextDecoder(utf16Of(bytes) ?? 'utf-8').decode(bytes);
}

/** The text of a resume whose kind resume-file.ts settled; throws when the file cannot be read as that kind. */
export async function extractResumeText(kind: ResumeKind, bytes: Uint8Array): Promise<string> {
  if (kind === 'pdf') return pdfText(bytes);
  if (kind === 'docx') return docxText(bytes);
  return plainText(bytes);
}
