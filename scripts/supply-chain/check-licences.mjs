// CI: fails naming every production dependency whose licence is not on supply-chain/licence-policy.json.
import { licenceProblems } from './licence-policy.mjs';
import { lockedPackages, readJson } from './lockfile.mjs';

const packages = lockedPackages(readJson('package-lock.json'));
const problems = licenceProblems(packages, readJson('supply-chain/licence-policy.json'));
const production = new Set(packages.filter((pkg) => !pkg.dev).map((pkg) => `${pkg.name}@${pkg.version}`));
if (problems.length > 0) {
  console.error(`Licence check failed for ${problems.length} production package(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`Licence check: all ${production.size} production packages carry an allowed licence.`);
