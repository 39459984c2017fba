import JSZip from 'jszip';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

// A .docx is a zip, and a zip may inflate a thousandfold (issue 11 item 1: a 1.1 MB upload whose
// document.xml inflates past 1 GB). Mammoth inflates whatever it is given, so it is only ever given an
// archive rebuilt here from parts already inflated under the limits below (decision 022).

/** A Word resume has a few dozen parts; a few hundred images would still fit. */
export const DOCX_MAX_ENTRIES = 1000;
/** All parts together, as declared and as actually inflated. */
export const DOCX_MAX_INFLATED_BYTES = 30_000_000;
/** Inflated size over compressed size for any part that declares more than DOCX_RATIO_FROM_BYTES. */
export const DOCX_MAX_RATIO = 100;
/** Below this a part cannot hurt, whatever its ratio (a blank header part compresses 200-fold). */
export const DOCX_RATIO_FROM_BYTES = 1_000_000;

/** The archive breaks a limit: refused before or while inflating. */
export class DocxOverLimits extends Error {
  constructor(readonly limit: 'entries' | 'inflated-size' | 'ratio') {
    super(`docx over the ${limit} limit`);
    this.name = 'DocxOverLimits';
  }
}

const open = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      bytes,
      // The sizes are checked here while inflating, against this module's limits rather than the header's.
      { lazyEntries: true, validateEntrySizes: false, strictFileNames: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );

/** Every entry's central-directory record, read without inflating anything. */
function entriesOf(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

const overRatio = (inflated: number, compressed: number) =>
  inflated > DOCX_RATIO_FROM_BYTES && inflated > DOCX_MAX_RATIO * Math.max(1, compressed);

/** The declared sizes first: they may lie, but a bomb that tells the truth is refused without inflating. */
export function checkDeclared(entries: readonly Pick<Entry, 'uncompressedSize' | 'compressedSize'>[]): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > DOCX_MAX_INFLATED_BYTES) throw new DocxOverLimits('inflated-size');
    if (overRatio(entry.uncompressedSize, entry.compressedSize)) throw new DocxOverLimits('ratio');
  }
}

/**
 * Inflates one entry, stopping the stream as soon as the archive's running total passes the cap or the entry
 * passes the ratio, whatever its header declared.
 */
function inflate(zip: ZipFile, entry: Entry, budget: { left: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      let inflated = 0;
      stream.on('data', (chunk: Buffer) => {
        inflated += chunk.length;
        budget.left -= chunk.length;
        const over =
          budget.left < 0 ? 'inflated-size' : overRatio(inflated, entry.compressedSize) ? 'ratio' : null;
        if (over) {
          chunks.length = 0;
          stream.destroy(new DocxOverLimits(over));
          return;
        }
        chunks.push(chunk);
      });
      stream.once('error', reject);
      stream.once('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/**
 * The .docx rebuilt from its parts, each inflated under the limits and stored uncompressed, so that whatever
 * reads it next inflates nothing. Throws DocxOverLimits past a limit, and yauzl's error for a broken zip.
 */
export async function unpackDocx(bytes: Uint8Array): Promise<Buffer> {
  const zip = await open(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  try {
    // The count in the end record is checked before a single entry record is read.
    if (zip.entryCount > DOCX_MAX_ENTRIES) throw new DocxOverLimits('entries');
    const entries = await entriesOf(zip);
    checkDeclared(entries);
    const rebuilt = new JSZip();
    const budget = { left: DOCX_MAX_INFLATED_BYTES };
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      rebuilt.file(entry.fileName, await inflate(zip, entry, budget), { compression: 'STORE' });
    }
    return await rebuilt.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
  } finally {
    zip.close();
  }
}
