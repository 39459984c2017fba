/**
 * Jaro-Winkler similarity (credentials.md §4 rule 4: scored on the token-sorted full name; Stephen Hsu /
 * Steven Hsu = 0.944, Maria Garcia / Mario Garza = 0.821). The screening blocks and matches in SQL
 * (decision 033); the console shows this score beside each candidate so a reviewer sees how close it is.
 */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return a.length === 0 ? 0 : 1;
  if (a.length === 0 || b.length === 0) return 0;
  const range = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aMatched = new Array<boolean>(a.length).fill(false);
  const bMatched = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    const from = Math.max(0, i - range);
    const to = Math.min(i + range + 1, b.length);
    for (let j = from; j < to; j++) {
      if (bMatched[j] || a[i] !== b[j]) continue;
      aMatched[i] = true;
      bMatched[j] = true;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < a.length; i++) {
    if (!aMatched[i]) continue;
    while (!bMatched[k]) k++;
    if (a[i] !== b[k]) transpositions++;
    k++;
  }
  const m = matches;
  const jaro = (m / a.length + m / b.length + (m - transpositions / 2) / m) / 3;
  let prefix = 0;
  while (prefix < Math.min(4, a.length, b.length) && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

const tokenSorted = (name: string) => name.trim().split(/\s+/).filter(Boolean).sort().join(' ');

/** The best score over every pair of the clinician's names and the row's names, token-sorted, 3 decimals. */
export function bestNameScore(subjectNames: readonly string[], rowNames: readonly string[]): number {
  let best = 0;
  for (const s of subjectNames)
    for (const r of rowNames) best = Math.max(best, jaroWinkler(tokenSorted(s), tokenSorted(r)));
  return Math.round(best * 1000) / 1000;
}
