import { describe, expect, it } from 'vitest';
import { issuesOf } from '../fields/test-support';
import {
  checkUpload,
  exceedsSizeLimit,
  formatAccepts,
  hasAcceptedExtension,
  makeUploadSchema,
  malpracticeUploadSchema,
  MALPRACTICE_ACCEPTED_EXTENSIONS,
  toBytes,
} from './upload';

const accepts = ['.pdf', '.doc', '.docx'];

describe('accepted extensions', () => {
  it.each(['policy.pdf', 'POLICY.PDF', 'face sheet.Docx', 'a.b.doc', '.pdf'])('%j is accepted', (name) => {
    expect(hasAcceptedExtension(name, accepts)).toBe(true);
  });

  it.each(['policy.pdf.exe', 'policy.txt', 'policypdf', 'policy.pd', 'policy.pdf ', 'policy'])(
    '%j is refused',
    (name) => {
      expect(hasAcceptedExtension(name, accepts)).toBe(false);
    },
  );

  it('takes extensions with or without the dot, in any case', () => {
    expect(hasAcceptedExtension('scan.JPG', ['jpg'])).toBe(true);
    expect(hasAcceptedExtension('scan.jpg', ['.JPG'])).toBe(true);
    // An extension given without its dot still needs the dot in the name.
    expect(hasAcceptedExtension('scanjpg', ['jpg'])).toBe(false);
  });

  it('malpractice uploads accept .pdf, .doc and .docx', () => {
    expect(MALPRACTICE_ACCEPTED_EXTENSIONS).toEqual(['.pdf', '.doc', '.docx']);
    expect(formatAccepts(MALPRACTICE_ACCEPTED_EXTENSIONS)).toBe('.pdf, .doc, .docx');
  });
});

describe('size limit', () => {
  it('converts units with decimal multiples', () => {
    expect(toBytes({ type: 'GB', size: 1 })).toBe(1_000_000_000);
    expect(toBytes({ type: 'MB', size: 30 })).toBe(30_000_000);
    expect(toBytes({ type: 'KB', size: 500 })).toBe(500_000);
  });

  it('defaults to 30 MB for all files together, the limit itself included', () => {
    expect(exceedsSizeLimit([{ name: 'a.pdf', size: 30_000_000 }])).toBe(false);
    expect(exceedsSizeLimit([{ name: 'a.pdf', size: 30_000_001 }])).toBe(true);
    expect(
      exceedsSizeLimit([
        { name: 'a.pdf', size: 20_000_000 },
        { name: 'b.pdf', size: 10_000_001 },
      ]),
    ).toBe(true);
  });

  it('takes another limit', () => {
    expect(exceedsSizeLimit([{ name: 'a.pdf', size: 1001 }], { type: 'KB', size: 1 })).toBe(true);
    expect(exceedsSizeLimit([{ name: 'a.pdf', size: 1000 }], { type: 'KB', size: 1 })).toBe(false);
  });
});

describe('checkUpload and the upload schemas', () => {
  it('reports each file of the wrong type, with the accepted types', () => {
    expect(
      checkUpload(
        [
          { name: 'ok.pdf', size: 1 },
          { name: 'bad.exe', size: 1 },
        ],
        { accepts },
      ),
    ).toEqual([{ message: 'upload.invalid-type', params: { accepts: '.pdf, .doc, .docx' }, path: [1] }]);
  });

  it('reports the total size once, with size and unit', () => {
    const files = [
      { name: 'a.pdf', size: 2000 },
      { name: 'b.pdf', size: 2000 },
    ];
    expect(checkUpload(files, { accepts, maxSize: { type: 'KB', size: 3 } })).toEqual([
      { message: 'upload.too-large', params: { size: 3, type: 'KB' } },
    ]);
  });

  it('the malpractice schema accepts a policy document and refuses others', () => {
    expect(issuesOf(malpracticeUploadSchema, [{ name: 'Policy.PDF', size: 1_000 }])).toEqual([]);
    expect(issuesOf(malpracticeUploadSchema, [{ name: 'photo.png', size: 1_000 }])).toEqual([
      { message: 'upload.invalid-type', params: { accepts: '.pdf, .doc, .docx' }, path: [0] },
    ]);
    expect(issuesOf(malpracticeUploadSchema, [{ name: 'big.pdf', size: 31_000_000 }])).toEqual([
      { message: 'upload.too-large', params: { size: 30, type: 'MB' }, path: [] },
    ]);
  });

  it('a custom upload schema uses its own rules', () => {
    const images = makeUploadSchema({ accepts: ['.png'], maxSize: { type: 'MB', size: 1 } });
    expect(issuesOf(images, [{ name: 'a.png', size: 999_999 }])).toEqual([]);
    expect(issuesOf(images, [{ name: 'a.png', size: -1 }])[0]?.path).toEqual([0, 'size']);
  });
});
