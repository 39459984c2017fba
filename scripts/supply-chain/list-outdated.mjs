// Lists the direct dependencies (of the root and every workspace) that have a newer release, so
// updates can be planned: `npm run deps:outdated` (add `-- --all` for transitive ones too).
// npm outdated exits 1 whenever something is outdated; that is the answer here, not a failure.
import { spawnSync } from 'node:child_process';
import { repoRoot } from './lockfile.mjs';

// Root and workspaces are asked separately: with --workspaces npm leaves the root's own out.
function outdated(scope) {
  const args = ['outdated', '--json', '--long', ...scope, ...process.argv.slice(2)];
  const run = spawnSync('npm', args, {
    cwd: repoRoot,
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  let report;
  try {
    report = JSON.parse(run.stdout || '{}');
  } catch {
    report = { error: { summary: run.stderr || 'npm outdated gave no answer' } };
  }
  if (report.error) {
    console.error(`npm outdated failed: ${report.error.summary ?? report.error.code}`);
    process.exit(2);
  }
  return Object.entries(report).flatMap(([name, entries]) =>
    (Array.isArray(entries) ? entries : [entries]).map((entry) => ({ name, ...entry })),
  );
}

const major = (version) => Number(String(version).split('.')[0]);
const seen = new Set();
const rows = [...outdated([]), ...outdated(['--workspaces'])]
  .filter((row) => !seen.has(`${row.name} ${row.dependent}`) && seen.add(`${row.name} ${row.dependent}`))
  .map((row) => ({
    package: row.name,
    current: row.current ?? '(missing)',
    wanted: row.wanted,
    latest: row.latest,
    type: row.type ?? '',
    in: row.dependent ?? '',
    note: major(row.latest) > major(row.current ?? row.wanted) ? 'new major: read its changelog' : '',
  }))
  .sort((a, b) => a.package.localeCompare(b.package));

if (rows.length === 0) console.log('Every dependency is on its latest release.');
else {
  console.table(rows);
  console.log(
    `${rows.length} outdated. "wanted" fits the range in package.json (npm update); "latest" may need a range change.`,
  );
}
