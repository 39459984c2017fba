import { describe, expect, it } from 'vitest';
import { sbomProblem } from './validate-sbom.mjs';

const bom = (components) =>
  JSON.stringify({ bomFormat: 'CycloneDX', specVersion: '1.6', version: 1, components });
const zod = {
  type: 'library',
  name: 'zod',
  version: '4.6.7',
  purl: 'pkg:npm/zod@4.6.7',
  'bom-ref': 'zod@4.6.7',
};

// Compiling the CycloneDX schemas takes seconds on a loaded two-core machine: more than the default 5 s once.
describe('CycloneDX validation', { timeout: 30_000 }, () => {
  it('accepts a well-formed CycloneDX 1.6 document', async () => {
    expect(await sbomProblem(bom([zod]))).toBeNull();
  });

  it('rejects a document the CycloneDX schema does not allow', async () => {
    expect(await sbomProblem(bom([{ ...zod, type: 'not-a-type' }]))).toMatch(/type/);
    expect(await sbomProblem(bom([{ type: 'library', version: '1.0.0' }]))).toMatch(/name/);
  });

  it('rejects what is not a CycloneDX SBOM at all, or lists nothing', async () => {
    expect(await sbomProblem('{"bomFormat": "CycloneDX", "specVersion": "1.6"')).toMatch(/^not JSON/);
    expect(await sbomProblem(JSON.stringify({ bomFormat: 'SPDX', specVersion: '1.6' }))).toBe(
      'bomFormat is not "CycloneDX"',
    );
    expect(await sbomProblem(JSON.stringify({ bomFormat: 'CycloneDX', specVersion: '9.9' }))).toBe(
      'unknown CycloneDX specVersion "9.9"',
    );
    expect(await sbomProblem(bom([]))).toBe('lists no components');
  });
});
