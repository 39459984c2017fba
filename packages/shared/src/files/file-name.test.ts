import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanFileName, MAX_FILE_NAME_LENGTH, sanitizeFileName } from './file-name';

describe('cleanFileName keeps letters, digits and dots', () => {
  it.each([
    ['policy.pdf', 'policy.pdf'],
    ['My Policy (2024).PDF', 'MyPolicy2024.PDF'],
    ['face_sheet-v2.docx', 'facesheetv2.docx'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\policy.pdf', 'policy.pdf'],
    ['..\\..\\boot.ini', 'boot.ini'],
    ['report..final...pdf', 'report.final.pdf'],
    ['.hidden', 'file.hidden'],
    ['trailing.', 'trailing'],
    ['Résumé.pdf', 'Rsum.pdf'],
    ['!!!.pdf', 'file.pdf'],
    ['', 'file'],
    ['///', 'file'],
  ])('%j -> %j', (name, cleaned) => {
    expect(cleanFileName(name)).toBe(cleaned);
  });

  it('keeps long names short, extension included', () => {
    const cleaned = cleanFileName(`${'a'.repeat(500)}.pdf`);
    expect(cleaned).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(cleaned.endsWith('.pdf')).toBe(true);
  });
});

describe('sanitizeFileName numbers duplicates', () => {
  it.each([
    ['policy.pdf', [], 'policy.pdf'],
    ['policy.pdf', ['policy.pdf'], 'policy1.pdf'],
    ['policy.pdf', ['policy.pdf', 'policy1.pdf'], 'policy2.pdf'],
    ['Policy.PDF', ['policy.pdf'], 'Policy1.PDF'], // duplicates are found regardless of case
    ['my policy.pdf', ['mypolicy.pdf'], 'mypolicy1.pdf'], // compared after cleaning
    ['notes', ['notes'], 'notes1'],
    ['', ['file'], 'file1'],
  ])('%j with %j -> %j', (name, existing, result) => {
    expect(sanitizeFileName(name, existing)).toBe(result);
  });

  it('always gives a new, non-empty name of letters, digits and inner dots', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string({ maxLength: 12 }), { maxLength: 8 }), (name, others) => {
        const existing = others.map((other) => sanitizeFileName(other));
        const result = sanitizeFileName(name, existing);
        expect(result).toMatch(/^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$/);
        expect(result).not.toMatch(/\.\./);
        expect(existing.map((e) => e.toLowerCase())).not.toContain(result.toLowerCase());
      }),
    );
  });
});
