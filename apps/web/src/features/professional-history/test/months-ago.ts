/** 'MM/YYYY' of the first of the month `count` months before now (UTC), as the fakes date their entries. */
export function monthsAgo(count: number): string {
  const now = new Date();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count, 1));
  return `${String(at.getUTCMonth() + 1).padStart(2, '0')}/${at.getUTCFullYear()}`;
}
