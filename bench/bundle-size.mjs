// Prints the web build's files with raw, gzip and brotli sizes: first what the entry page loads (its
// script, the chunks it preloads and its stylesheets), then the lazy chunks that load with their routes.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
let html;
try {
  html = readFileSync(path.join(dist, 'index.html'), 'utf8');
} catch {
  console.error('No web build found: run `npm run build` first.');
  process.exit(1);
}
// The precompressed copies (.br, .gz) are the same files again.
const files = readdirSync(dist, { recursive: true })
  .filter((file) => /\.(js|css|html|svg)$/.test(file))
  .sort();
const entry = new Set(
  [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]),
);
entry.add('index.html');

const kb = (n) => (n / 1024).toFixed(1);
const sizes = (file) => {
  const body = readFileSync(path.join(dist, file));
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, br: brotliCompressSync(body).length };
};
const table = (title, names) => {
  const total = { raw: 0, gzip: 0, br: 0 };
  console.log(`\n${title}\n\n| file | raw KiB | gzip KiB | brotli KiB |\n|---|---:|---:|---:|`);
  for (const name of names) {
    const size = sizes(name);
    for (const key of Object.keys(total)) total[key] += size[key];
    console.log(`| ${name} | ${kb(size.raw)} | ${kb(size.gzip)} | ${kb(size.br)} |`);
  }
  console.log(`| total | ${kb(total.raw)} | ${kb(total.gzip)} | ${kb(total.br)} |`);
  return total;
};
const isJs = (name) => name.endsWith('.js');
const entryFiles = files.filter((file) => entry.has(file.split(path.sep).join('/')));
const lazyFiles = files.filter((file) => !entryFiles.includes(file));
table('Entry: what every first visit loads', entryFiles);
const entryJs = entryFiles.filter(isJs).reduce((sum, file) => sum + sizes(file).gzip, 0);
table('Lazy: loaded with the routes that need them', lazyFiles);
console.log(`\nEntry JavaScript: ${kb(entryJs)} KiB gzip (target 100 KiB)`);
