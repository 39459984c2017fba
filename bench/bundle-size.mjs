// Prints the web build's files with raw and gzip sizes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else files.push(full);
  }
};
try {
  walk(dist);
} catch {
  console.error('No web build found: run `npm run build` first.');
  process.exit(1);
}
const kb = (n) => (n / 1024).toFixed(1);
let raw = 0;
let gz = 0;
console.log('| file | raw KiB | gzip KiB |\n|---|---:|---:|');
for (const file of files.sort()) {
  const body = readFileSync(file);
  const zipped = gzipSync(body).length;
  raw += body.length;
  gz += zipped;
  console.log(`| ${path.relative(dist, file)} | ${kb(body.length)} | ${kb(zipped)} |`);
}
console.log(`| total | ${kb(raw)} | ${kb(gz)} |`);
