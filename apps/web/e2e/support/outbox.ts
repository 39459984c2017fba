import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The newest message the server wrote to its development outbox for one address. */
export async function latestMailTo(address: string): Promise<string> {
  const folder = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let found = '';
  await expect
    .poll(() => {
      let names: string[];
      try {
        names = readdirSync(folder).sort().reverse();
      } catch {
        return '';
      }
      for (const name of names) {
        const text = readFileSync(path.join(folder, name), 'utf8');
        if (text.startsWith(`To: ${address}\n`)) return (found = text);
      }
      return '';
    })
    .not.toBe('');
  return found;
}

export function firstLink(mail: string): string {
  const match = /https?:\/\/\S+/.exec(mail);
  if (!match) throw new Error('no link in the message');
  return match[0];
}
