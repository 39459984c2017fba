// CI: every install script in the lockfile is reviewed (allowScripts + a reason for the locked version).
import { installScriptProblems } from './install-script-policy.mjs';
import { lockedPackages, readJson } from './lockfile.mjs';

const packages = lockedPackages(readJson('package-lock.json'));
const { allowScripts } = readJson('package.json');
const problems = installScriptProblems(packages, allowScripts, readJson('supply-chain/install-scripts.json'));
if (problems.length > 0) {
  console.error('Install-script check failed:');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
const names = Object.entries(allowScripts ?? {}).map(
  ([name, allow]) => `${name} (${allow ? 'runs' : 'skipped'})`,
);
console.log(`Install-script check: every install script is reviewed: ${names.join(', ')}.`);
