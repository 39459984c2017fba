import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { noticesText } from './third-party-notices.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'credence-notices-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function installed(dir, files) {
  mkdirSync(path.join(root, dir), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, dir, name), text);
}
const component = (group, name, version, licence, dir) => ({
  type: 'library',
  ...(group ? { group } : {}),
  name,
  version,
  licenses: [{ license: { id: licence } }],
  properties: dir ? [{ name: 'cdx:npm:package:path', value: dir }] : [],
});

describe('third-party notices', () => {
  it('carries each package’s licence and notice files, sorted, without our own packages', () => {
    installed('node_modules/zod', {
      LICENSE: 'MIT License\nCopyright (c) Colin McDonnell',
      'README.md': 'not a licence',
    });
    installed('node_modules/@scope/tool', { 'LICENCE.txt': 'Apache text', NOTICE: 'Tool notice' });
    const text = noticesText(
      {
        components: [
          component(undefined, 'zod', '4.6.7', 'MIT', 'node_modules/zod'),
          component('@scope', 'tool', '1.2.3', 'Apache-2.0', 'node_modules/@scope/tool'),
          component('@credence', 'shared', '0.1.0', 'MIT', 'node_modules/@credence/shared'),
        ],
      },
      root,
      'Test notices',
    );
    expect(text).toContain('This software includes the following 2 third-party packages.');
    expect(
      text.indexOf('@scope/tool@1.2.3\nLicence: Apache-2.0\n\nApache text\n\nTool notice'),
    ).toBeGreaterThan(0);
    expect(
      text.indexOf('zod@4.6.7\nLicence: MIT\n\nMIT License\nCopyright (c) Colin McDonnell'),
    ).toBeGreaterThan(text.indexOf('@scope/tool'));
    expect(text).not.toContain('not a licence');
    expect(text).not.toContain('@credence');
  });

  it('says so when a package (another platform’s, not installed here) has no licence file', () => {
    const text = noticesText(
      { components: [component(undefined, 'far-away', '1.0.0', 'MIT', 'node_modules/far-away')] },
      root,
      'T',
    );
    expect(text).toContain(
      'far-away@1.0.0\nLicence: MIT\n\n(The package carries no licence file; see its declared licence.)',
    );
  });
});
