// Part of the build: writes <workspace>/dist/sbom.cdx.json (CycloneDX, production dependencies only,
// made from the committed lockfile) and <workspace>/dist/THIRD-PARTY-NOTICES.txt, and validates the SBOM.
// Usage: node scripts/supply-chain/write-bill-of-materials.mjs apps/server|apps/web
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lockfile.mjs';
import { noticesText } from './third-party-notices.mjs';
import { sbomProblem } from './validate-sbom.mjs';

const targets = {
  // The server ships with the pinned Node.js runtime, declared in the root package.json.
  'apps/server': { includeRoot: true, title: 'Credence server: third-party notices' },
  'apps/web': { includeRoot: false, title: 'Credence web app: third-party notices' },
};

const workspace = process.argv[2];
const target = targets[workspace];
if (!target) {
  console.error(`Usage: write-bill-of-materials.mjs ${Object.keys(targets).join('|')}`);
  process.exit(1);
}

const outDir = path.join(repoRoot, workspace, 'dist');
const sbomFile = path.join(outDir, 'sbom.cdx.json');
mkdirSync(outDir, { recursive: true });
execFileSync(
  process.execPath,
  [
    path.join(repoRoot, 'node_modules/@cyclonedx/cyclonedx-npm/bin/cyclonedx-npm-cli.js'),
    '--package-lock-only',
    '--omit',
    'dev',
    '--workspace',
    workspace,
    ...(target.includeRoot ? ['--include-workspace-root'] : []),
    '--flatten-components',
    '--output-reproducible',
    '--spec-version',
    '1.6',
    '--output-file',
    sbomFile,
  ],
  { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
);

const text = readFileSync(sbomFile, 'utf8');
const problem = await sbomProblem(text);
if (problem) {
  console.error(`${path.relative(repoRoot, sbomFile)} is not a valid CycloneDX SBOM: ${problem}`);
  process.exit(1);
}
const sbom = JSON.parse(text);
writeFileSync(path.join(outDir, 'THIRD-PARTY-NOTICES.txt'), noticesText(sbom, repoRoot, target.title));
console.log(
  `${path.relative(repoRoot, outDir)}: sbom.cdx.json (${sbom.components.length} components, valid CycloneDX ${sbom.specVersion}) and THIRD-PARTY-NOTICES.txt`,
);
