import { WS_CLOSE } from '@credence/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl } from '#server-test/helpers/postgres-urls';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { buildApp } from '../../app';
import { connectPostgres, type DatabaseHandle } from '../../db/client';
import { connectionKey, listenOnLoopback, openSocket, subscribe } from './live-test-support';

const databaseUrl = process.env.DATABASE_URL;

// PGlite is one process by nature; fan-out between instances is a PostgreSQL matter (CI runs this suite on it).
describe.skipIf(!databaseUrl)(
  'two server instances on one PostgreSQL (skipped without DATABASE_URL: needs LISTEN/NOTIFY between processes)',
  () => {
    let a: TestApp;
    let handleB: DatabaseHandle;
    let b: Awaited<ReturnType<typeof buildApp>>;
    let baseB: string;
    let clinician: TestUser;
    let staffSession: TestSession;

    beforeAll(async () => {
      a = await createTestApp();
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(a.database.db);
      handleB = connectPostgres(adminUrl(databaseUrl!, rows[0]!.name), 2);
      b = await buildApp({ config: a.config, db: handleB.db }, { logger: false });
      baseB = await listenOnLoopback(b);
      clinician = await createUser(a.database.db);
      const groupId = await subscribe(a.database.db, 'two-instances', clinician.id);
      const staff = await createUser(a.database.db, {
        accessLevel: 'staff',
        actions: ['assign_tasks'],
        subscriberGroupId: groupId,
      });
      staffSession = await signIn(a.app, staff);
    });
    afterAll(async () => {
      await b?.close();
      await handleB?.close();
      await a?.close();
    });

    it('a notification created through instance A arrives on a socket held by instance B', async () => {
      const session = await signIn(a.app, clinician);
      const live = await openSocket(
        baseB,
        { key: await connectionKey(b, session.headers()) },
        a.config.PUBLIC_ORIGIN,
      );
      await live.next('caught_up');
      const sent = await a.app.inject({
        method: 'POST',
        url: '/api/notifications',
        headers: staffSession.headers(),
        payload: { user_id: clinician.id, type: 'task_assigned', message: 'Sent through A' },
      });
      expect(sent.statusCode).toBe(202);
      const arrived = await live.next('notification');
      expect(arrived.notification).toMatchObject({ text: 'Sent through A', type: 'task_assigned' });

      // And a logout through A closes B's socket of that session at once.
      expect(
        (await a.app.inject({ method: 'POST', url: '/api/logout', headers: session.headers() })).statusCode,
      ).toBe(200);
      expect((await live.closedWithin(3000)).code).toBe(WS_CLOSE.sessionEnded);
    });
  },
);
