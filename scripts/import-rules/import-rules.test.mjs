import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import config from '../../.dependency-cruiser.cjs';

// Each house rule on imports (.dependency-cruiser.cjs, decision 032) fires on a fixture that breaks it, and
// only there: each fixture also holds imports the rules allow.
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** The violations depcruise finds in one fixture, as `rule: from → to`. */
async function violationsIn(fixture) {
  const { exclude: _fixturesExcluded, tsConfig: _tsConfig, ...options } = config.options;
  const baseDir = path.join(fixtures, fixture);
  const roots = ['apps', 'packages'].filter((dir) => existsSync(path.join(baseDir, dir)));
  const result = await cruise(roots, {
    ...options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  return result.output.summary.violations
    .map(
      (v) => `${v.rule.name}: ${v.from} → ${v.cycle ? v.cycle.map((step) => step.name).join(' → ') : v.to}`,
    )
    .sort();
}

describe('the import rules of npm run lint', () => {
  it('refuse an import cycle, and not one closed only by a type-only import', async () => {
    expect(await violationsIn('cycle')).toEqual([
      'no-import-cycle: apps/server/src/modules/a/a.ts → apps/server/src/modules/b/b.ts → apps/server/src/modules/b/c.ts → apps/server/src/modules/a/a.ts',
    ]);
  });

  it('refuse a web feature importing another feature, not its own files or lib', async () => {
    expect(await violationsIn('cross-feature')).toEqual([
      'no-cross-feature-import: apps/web/src/features/tasks/task-list.ts → apps/web/src/features/wallet/wallet-total.ts',
    ]);
  });

  it('refuse packages/shared importing an app', async () => {
    expect(await violationsIn('shared-imports-app')).toEqual([
      'shared-imports-no-app: packages/shared/src/rule.ts → apps/server/src/limit.ts',
    ]);
  });

  it('refuse an app importing another app, except the browser journeys', async () => {
    expect(await violationsIn('app-imports-app')).toEqual([
      'no-app-imports-another-app: apps/web/src/page.ts → apps/server/src/limit.ts',
    ]);
  });
});

describe('the ESLint rule on deep relative imports', () => {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
  let eslint;
  const messagesOf = async (file, code) => {
    const { ESLint } = await import('eslint');
    eslint ??= new ESLint({ cwd: root });
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.line);
  };

  it("refuses three or more '../' in the apps and packages, not two, and not an alias", async () => {
    const code = [
      "import { a } from '../../../lib/a';",
      "import { b } from '../../lib/b';",
      "import { c } from '#web/lib/c';",
      'export const d = [a, b, c];',
      '',
    ].join('\n');
    expect(await messagesOf('apps/web/src/features/x/components/y.ts', code)).toEqual([1]);
    expect(await messagesOf('apps/server/src/modules/x/sub/y.ts', code)).toEqual([1]);
    expect(await messagesOf('packages/shared/src/api/x/y.ts', code)).toEqual([1]);
  }, 60_000);
});
