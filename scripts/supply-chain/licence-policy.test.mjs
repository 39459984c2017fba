import { describe, expect, it } from 'vitest';
import { licenceProblems } from './licence-policy.mjs';
import { lockedPackages, readJson } from './lockfile.mjs';

const policy = {
  allowed: ['MIT', 'ISC', 'Apache-2.0', 'BSD-3-Clause', 'Zlib'],
  reviewed: { 'oldpkg@1.0.0': { licence: 'BSD-3-Clause', reason: 'LICENSE file read' } },
};
const pkg = (name, license, extra = {}) => ({ name, version: '1.0.0', license, dev: false, ...extra });

describe('licence policy', () => {
  it('passes packages whose licence is on the allow list', () => {
    expect(
      licenceProblems([pkg('a', 'MIT'), pkg('b', 'Apache-2.0'), pkg('c', '(MIT AND Zlib)')], policy),
    ).toEqual([]);
  });

  it('fails copyleft licences, naming the package', () => {
    expect(
      licenceProblems([pkg('gpl-thing', 'GPL-3.0-only'), pkg('lgpl-thing', 'LGPL-2.1-or-later')], policy),
    ).toEqual([
      'gpl-thing@1.0.0: licence "GPL-3.0-only" is not on the allow list (supply-chain/licence-policy.json)',
      'lgpl-thing@1.0.0: licence "LGPL-2.1-or-later" is not on the allow list (supply-chain/licence-policy.json)',
    ]);
  });

  it('takes the allowed side of an OR, but needs every side of an AND', () => {
    expect(licenceProblems([pkg('dual', '(MIT OR GPL-3.0-or-later)')], policy)).toEqual([]);
    expect(licenceProblems([pkg('both', '(MIT AND GPL-2.0-only)')], policy)).toHaveLength(1);
  });

  it('fails a missing or non-SPDX licence as unknown', () => {
    expect(licenceProblems([pkg('none', undefined)], policy)).toEqual([
      'none@1.0.0: declares no licence (unknown licences are not allowed)',
    ]);
    expect(
      licenceProblems([pkg('vague', 'BSD'), pkg('see', 'SEE LICENSE IN LICENSE.txt')], policy),
    ).toHaveLength(2);
  });

  it('accepts a reviewed licence for that exact version only', () => {
    expect(licenceProblems([pkg('oldpkg', 'BSD')], policy)).toEqual([]);
    expect(licenceProblems([pkg('oldpkg', 'BSD', { version: '1.0.1' })], policy)).toEqual([
      'oldpkg@1.0.1: licence "BSD" is not on the allow list (supply-chain/licence-policy.json)',
    ]);
  });

  it('ignores development-only packages (they do not ship)', () => {
    expect(licenceProblems([pkg('test-tool', 'GPL-3.0-only', { dev: true })], policy)).toEqual([]);
  });

  it('holds for every production package of the committed lockfile', () => {
    const packages = lockedPackages(readJson('package-lock.json'));
    expect(packages.filter((entry) => !entry.dev).length).toBeGreaterThan(100);
    expect(licenceProblems(packages, readJson('supply-chain/licence-policy.json'))).toEqual([]);
  });
});
