// Reads the committed lockfile: what `npm ci` installs, independent of the node_modules at hand.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function readJson(file) {
  return JSON.parse(readFileSync(path.resolve(repoRoot, file), 'utf8'));
}

/** Every installed package of the lockfile as { name, version, license, dev, hasInstallScript }. */
export function lockedPackages(lock) {
  return Object.entries(lock.packages ?? {})
    .filter(([location, entry]) => location.includes('node_modules/') && !entry.link)
    .map(([location, entry]) => ({
      name: entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version,
      license: entry.license,
      // devOptional packages are optional in production, so they can ship: only `dev` ones never do.
      dev: entry.dev === true,
      hasInstallScript: entry.hasInstallScript === true,
    }));
}
