// Prints the web build's files with raw, gzip and brotli sizes: first what the entry page loads (its
// script, the chunks it preloads and its stylesheets), then the lazy chunks that load with their routes.
// Exits 1 when the entry's JavaScript is over its budget (bundle-entry.mjs, decision 064).
import path from 'node:path';
import {
  ENTRY_JS_BUDGET_KIB,
  entryAndLazy,
  entryJsGzip,
  kib,
  sizesOf,
  withinBudget,
} from './bundle-entry.mjs';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const build = entryAndLazy(dist);
if (!build) {
  console.error('No web build found: run `npm run build` first.');
  process.exit(1);
}

const kb = (n) => kib(n).toFixed(1);
const table = (title, names) => {
  const total = { raw: 0, gzip: 0, br: 0 };
  console.log(`\n${title}\n\n| file | raw KiB | gzip KiB | brotli KiB |\n|---|---:|---:|---:|`);
  for (const name of names) {
    const size = sizesOf(dist, name);
    for (const key of Object.keys(total)) total[key] += size[key];
    console.log(`| ${name} | ${kb(size.raw)} | ${kb(size.gzip)} | ${kb(size.br)} |`);
  }
  console.log(`| total | ${kb(total.raw)} | ${kb(total.gzip)} | ${kb(total.br)} |`);
  return total;
};
table(`Entry: what every first visit loads (${build.entryFiles.length} files)`, build.entryFiles);
table('Lazy: loaded with the routes that need them', build.lazyFiles);
const entryJs = entryJsGzip(dist, build.entryFiles);
console.log(
  `\nEntry JavaScript: ${kb(entryJs)} KiB gzip (budget ${ENTRY_JS_BUDGET_KIB} KiB, target 100 KiB)`,
);
if (!withinBudget(entryJs)) {
  console.error(
    `The entry is over its budget of ${ENTRY_JS_BUDGET_KIB} KiB gzip: move what only some pages need out of it.`,
  );
  process.exit(1);
}
