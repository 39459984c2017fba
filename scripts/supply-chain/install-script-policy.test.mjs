import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installScriptProblems } from './install-script-policy.mjs';
import { lockedPackages, readJson, repoRoot } from './lockfile.mjs';

const locked = (name, version, hasInstallScript = true) => ({ name, version, hasInstallScript, dev: false });
const reviews = {
  $comment: 'ignored',
  esbuild: { allow: true, reviewedVersion: '0.28.2', reason: 'checks its platform binary' },
};

describe('install-script policy', () => {
  it('passes a reviewed, allowed script at the reviewed version', () => {
    expect(installScriptProblems([locked('esbuild', '0.28.2')], { esbuild: true }, reviews)).toEqual([]);
  });

  it('fails a package with an install script and no review, naming it', () => {
    expect(
      installScriptProblems(
        [locked('esbuild', '0.28.2'), locked('sneaky', '1.0.0')],
        { esbuild: true },
        reviews,
      ),
    ).toEqual(['sneaky@1.0.0: has an install script and no review in supply-chain/install-scripts.json']);
  });

  it('asks for a new review when the locked version moves', () => {
    expect(installScriptProblems([locked('esbuild', '0.29.0')], { esbuild: true }, reviews)).toEqual([
      'esbuild@0.29.0: its install script was reviewed for 0.28.2; review it again',
    ]);
  });

  it('fails when allowScripts and the review disagree, or the reason is empty', () => {
    expect(installScriptProblems([locked('esbuild', '0.28.2')], { esbuild: false }, reviews)).toHaveLength(1);
    expect(installScriptProblems([locked('esbuild', '0.28.2')], {}, reviews)).toHaveLength(1);
    const noReason = { esbuild: { ...reviews.esbuild, reason: ' ' } };
    expect(installScriptProblems([locked('esbuild', '0.28.2')], { esbuild: true }, noReason)).toEqual([
      'esbuild: the review gives no reason',
    ]);
  });

  it('fails a stale approval for a package that no longer has an install script', () => {
    expect(
      installScriptProblems([locked('esbuild', '0.28.2', false)], { esbuild: true }, reviews),
    ).toHaveLength(1);
  });

  it('holds for the committed lockfile, package.json and reviews', () => {
    const { allowScripts } = readJson('package.json');
    const problems = installScriptProblems(
      lockedPackages(readJson('package-lock.json')),
      allowScripts,
      readJson('supply-chain/install-scripts.json'),
    );
    expect(problems).toEqual([]);
  });

  it('makes npm refuse unreviewed install scripts (strict-allow-scripts in the project .npmrc)', () => {
    const npmrc = readFileSync(path.join(repoRoot, '.npmrc'), 'utf8');
    expect(npmrc).toMatch(/^strict-allow-scripts=true$/m);
  });
});
