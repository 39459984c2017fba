import { crc32, deflateRawSync, constants as zlib } from 'node:zlib';

// Zip bombs for the limit tests, built in memory without ever holding what they inflate to: a deflate stream
// of one block sequence repeated (each copy refers only to itself) and a zip written by hand, so that an
// entry's declared sizes may tell the truth or lie.

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';

export interface ZipEntry {
  name: string;
  /** Raw deflate data (method 8). */
  data: Buffer;
  crc: number;
  /** What the headers declare; a bomb may declare less than it inflates to. */
  uncompressedSize: number;
}

const deflated = (name: string, text: string): ZipEntry => {
  const raw = Buffer.from(text);
  return { name, data: deflateRawSync(raw), crc: crc32(raw), uncompressedSize: raw.length };
};

/** `mebibytes` MiB of Word paragraphs as raw deflate, about 1 KB per MiB, with its CRC and true size. */
export function deflateBomb(mebibytes: number): { data: Buffer; crc: number; size: number } {
  const paragraph = '<w:p><w:r><w:t>Staff Physician</w:t></w:r></w:p>';
  const chunk = Buffer.from(paragraph.repeat(Math.ceil(2 ** 20 / paragraph.length))).subarray(0, 2 ** 20);
  // A sync flush ends the blocks on a byte boundary without a final block, so copies can follow each other.
  const block = deflateRawSync(chunk, { level: 9, finishFlush: zlib.Z_SYNC_FLUSH });
  let crc = 0;
  for (let copy = 0; copy < mebibytes; copy++) crc = crc32(chunk, crc);
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  const data = Buffer.concat([...Array<Buffer>(mebibytes).fill(block), finalEmptyBlock]);
  return { data, crc, size: mebibytes * 2 ** 20 };
}

/** A zip of deflated entries, each with its local header and central-directory record. */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.uncompressedSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.uncompressedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A .docx whose word/document.xml inflates to `mebibytes` MiB (1024 make a 1 GiB part in a 1 MB file). With
 * `declaredSize` its headers claim that size instead of the truth.
 */
export function docxBomb(mebibytes: number, declaredSize?: number): Buffer {
  const bomb = deflateBomb(mebibytes);
  return zipOf([
    deflated('[Content_Types].xml', CONTENT_TYPES),
    deflated('_rels/.rels', RELS),
    { name: 'word/document.xml', data: bomb.data, crc: bomb.crc, uncompressedSize: declaredSize ?? bomb.size },
  ]);
}
