import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type AppDeps } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * buildApp over a fresh database, with no web build (an empty static root) unless one is given.
 * `deps` can replace the clock or the mailer; `logger` captures logs; `extend` adds routes.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  {
    deps = {},
    logger,
    extend,
  }: {
    deps?: Pick<AppDeps, 'clock' | 'mailer' | 'adapters' | 'storage'>;
    logger?: object;
    /** Registers more routes before the app is ready (the security suite's unprotected endpoints). */
    extend?: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: mkdtempSync(path.join(os.tmpdir(), 'credence-web-')),
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'credence-data-')),
    ...overrides,
  });
  const app = await buildApp({ config, db: database.db, ...deps }, logger ? { logger } : {});
  if (extend) await extend(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
