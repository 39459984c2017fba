import { translate } from '@credence/shared';
import { z } from 'zod';

export interface CsvRow {
  line: number;
  email: string;
  first_name?: string;
  last_name?: string;
}

export interface ParsedCsv {
  rows: CsvRow[];
  rejected: { line: number; reason: string }[];
}

/** One CSV line into fields: commas separate, double quotes enclose, "" inside quotes is one quote. */
function fieldsOf(line: string): string[] | null {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"' && current === '') quoted = true;
    else if (ch === ',') {
      fields.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (quoted) return null;
  fields.push(current.trim());
  return fields;
}

const emailSchema = z.email().max(254);
const HEADER = ['email', 'first_name', 'last_name'];

/**
 * The invitation CSV: a header line naming the columns (email required; first_name and last_name
 * optional, in any order), then one clinician per line. Blank lines are skipped. Each refused line says why,
 * with its line number in the file (the header is line 1).
 */
export function parseInvitationCsv(text: string, maxRows: number): ParsedCsv {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const rejected: ParsedCsv['rejected'] = [];
  const header = fieldsOf(lines[0] ?? '')?.map((name) => name.toLowerCase()) ?? [];
  const column = (name: string) => header.indexOf(name);
  if (column('email') < 0 || header.some((name) => !HEADER.includes(name))) {
    return { rows: [], rejected: [{ line: 1, reason: translate('console.csv.bad-header') }] };
  }
  const rows: CsvRow[] = [];
  const seen = new Set<string>();
  for (let index = 1; index < lines.length; index += 1) {
    const line = index + 1;
    if (lines[index]!.trim() === '') continue;
    if (rows.length + rejected.length >= maxRows) {
      rejected.push({ line, reason: translate('console.csv.too-many', { max: maxRows }) });
      break;
    }
    const fields = fieldsOf(lines[index]!);
    if (!fields || fields.length > header.length) {
      rejected.push({ line, reason: translate('console.csv.bad-line') });
      continue;
    }
    const value = (name: string) => (column(name) >= 0 ? (fields[column(name)] ?? '') : '');
    const email = value('email');
    if (!email) {
      rejected.push({ line, reason: translate('console.csv.no-email') });
      continue;
    }
    if (!emailSchema.safeParse(email).success) {
      rejected.push({ line, reason: translate('console.csv.invalid-email') });
      continue;
    }
    const first = value('first_name');
    const last = value('last_name');
    if (first.length > 100 || last.length > 100) {
      rejected.push({ line, reason: translate('console.csv.name-too-long') });
      continue;
    }
    if (seen.has(email.toLowerCase())) {
      rejected.push({ line, reason: translate('console.csv.duplicate') });
      continue;
    }
    seen.add(email.toLowerCase());
    rows.push({ line, email, ...(first ? { first_name: first } : {}), ...(last ? { last_name: last } : {}) });
  }
  return { rows, rejected };
}
