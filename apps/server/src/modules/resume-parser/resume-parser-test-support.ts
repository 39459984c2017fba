import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { testClock, type TestClock } from '#server-test/helpers/clock';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { buildApp } from '../../app';
import { loggerOptions } from '../../lib/logger';
import { multipart, type FormPart } from './resume-test-files';

export interface ResumeTestApp extends TestApp {
  clock: TestClock;
  /** Everything the server logged. */
  logs: string[];
  /** A second instance on the same database whose reading time is 1 ms: every upload times out. */
  slow: Awaited<ReturnType<typeof buildApp>>;
  /** A new clinician, signed in (each test has its own, so the per-account limit stays out of its way). */
  clinician(): Promise<{ user: TestUser; session: TestSession }>;
  upload(
    headers: Record<string, string>,
    parts: readonly FormPart[],
    app?: ResumeTestApp['slow'],
  ): Promise<LightMyRequestResponse>;
  /** The text of every file under the server's data folder. */
  storedFiles(): string;
}

export async function createResumeTestApp(): Promise<ResumeTestApp> {
  const clock = testClock();
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const t = await createTestApp(
    {},
    { deps: { clock }, logger: { ...(loggerOptions('debug') as object), stream } },
  );
  const slow = await buildApp(
    { config: t.config, db: t.database.db, clock, resumeParseTimeoutMs: 1 },
    { logger: false },
  );
  await slow.ready();
  return {
    ...t,
    clock,
    logs,
    slow,
    close: async () => {
      await slow.close();
      await t.close();
    },
    async clinician() {
      const user = await createUser(t.database.db);
      return { user, session: await signIn(t.app, user) };
    },
    upload(headers, parts, app = t.app) {
      const { payload, contentType } = multipart(parts);
      return app.inject({
        method: 'POST',
        url: '/api/resume_parser',
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
    },
    storedFiles() {
      const dir = t.config.DATA_DIR;
      return readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((name) => path.join(dir, name))
        .filter((file) => statSync(file).isFile())
        .map((file) => readFileSync(file, 'latin1'))
        .join('\n');
    },
  };
}
