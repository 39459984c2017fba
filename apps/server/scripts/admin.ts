/* eslint-disable no-console -- a command-line tool prints */
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrateToLatest } from '../src/db/migrate';
import { createMailer } from '../src/modules/mail/mailer';
import { AdminCommandError } from '../src/modules/console/admin/admin-commands';
import { runAdminCommand } from '../src/modules/console/admin/admin-cli';

/**
 * `npm run admin -- <command>`: a subscriber group's first set-up (issue 18, decision 057): create-group,
 * add-staff, import-roster (run without a command for the usage). Mail goes where the server's goes (SMTP_URL,
 * else the outbox that `npm run outbox` prints). Safe beside running servers on PostgreSQL; embedded PGlite
 * belongs to one process, so stop the server first.
 */
async function main() {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(handle.db);
    const deps = {
      db: handle.db,
      clock: () => new Date(),
      config,
      mailer: createMailer({ config, db: handle.db }),
    };
    for (const line of await runAdminCommand(deps, process.argv.slice(2))) console.log(line);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AdminCommandError) console.error(error.message);
  else console.error('The admin command failed:', error);
  process.exit(1);
});
