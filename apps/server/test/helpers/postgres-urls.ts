/** The same server and credentials as DATABASE_URL, another database. */
export function adminUrl(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export const templateName = (pid: number) => `credence_test_template_${pid}`;
