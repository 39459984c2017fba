import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { checkDeclared, DocxOverLimits, unpackDocx } from './docx-unpack';
import { docxBomb } from './resume-bomb-test-files';
import { makeDocx } from './resume-test-files';

const refusal = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof DocxOverLimits ? error.limit : error;
  }
};

describe('checkDeclared: what the central directory declares, before inflating', () => {
  it('takes 30,000,000 inflated bytes in all and refuses 30,000,001', () => {
    const parts = (last: number) => [
      { uncompressedSize: 20_000_000, compressedSize: 10_000_000 },
      { uncompressedSize: last, compressedSize: 10_000_000 },
    ];
    expect(refusal(() => checkDeclared(parts(10_000_000)))).toBeNull();
    expect(refusal(() => checkDeclared(parts(10_000_001)))).toBe('inflated-size');
  });

  it('takes a ratio of 100 and refuses more, for parts over 1,000,000 bytes', () => {
    expect(
      refusal(() => checkDeclared([{ uncompressedSize: 2_000_000, compressedSize: 20_000 }])),
    ).toBeNull();
    expect(refusal(() => checkDeclared([{ uncompressedSize: 2_000_000, compressedSize: 19_999 }]))).toBe(
      'ratio',
    );
    // A part of 1,000,000 bytes or less cannot hurt, whatever its ratio.
    expect(refusal(() => checkDeclared([{ uncompressedSize: 1_000_000, compressedSize: 1 }]))).toBeNull();
    expect(refusal(() => checkDeclared([{ uncompressedSize: 1_000_001, compressedSize: 1 }]))).toBe('ratio');
  });
});

describe('unpackDocx', () => {
  it('rebuilds a real document uncompressed, which mammoth reads as before', async () => {
    const original = await makeDocx(['Staff Physician, Mercy Hospital']);
    const rebuilt = await unpackDocx(original);
    // Stored parts: the local header's method field (offset 8) is 0 for the first entry.
    expect(rebuilt.readUInt16LE(8)).toBe(0);
    expect((await mammoth.extractRawText({ buffer: rebuilt })).value.trim()).toBe(
      'Staff Physician, Mercy Hospital',
    );
  });

  it('stops a part that lies about its size once it inflates past 100 times its compressed size', async () => {
    // 64 MiB from about 200 KB: the ratio is passed (at about 20 MB) before the 30,000,000-byte cap.
    await expect(unpackDocx(docxBomb(64, 20_000))).rejects.toEqual(new DocxOverLimits('ratio'));
  });

  it('refuses a bomb that declares its size without inflating it', async () => {
    await expect(unpackDocx(docxBomb(64))).rejects.toEqual(new DocxOverLimits('inflated-size'));
  });
});
