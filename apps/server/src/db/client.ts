import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type KyselyPlugin } from 'kysely';
import pg from 'pg';
import { pgliteListen, postgresListen, type Listen } from './listen';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';
import { DatabaseUnavailableError } from './unavailable';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** LISTEN/NOTIFY fan-out between instances (live notifications). */
  listen: Listen;
  close(): Promise<void>;
}

// buildApp receives only the Kysely instance; modules that LISTEN find the handle's listener through it.
const listeners = new WeakMap<Kysely<Database>, Listen>();
export const listenerFor = (db: Kysely<Database>): Listen | undefined => listeners.get(db);

/** How the PostgreSQL pool is used right now (the /metrics gauges); undefined for embedded PGlite. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}
const poolStats = new WeakMap<Kysely<Database>, () => PoolStats>();
export const poolStatsFor = (db: Kysely<Database>): PoolStats | undefined => poolStats.get(db)?.();

/** The same database through a plugin (a query counter in tests), still offering the handle's LISTEN. */
export function withPlugin(db: Kysely<Database>, plugin: KyselyPlugin): Kysely<Database> {
  const derived = db.withPlugin(plugin);
  const listen = listeners.get(db);
  if (listen) listeners.set(derived, listen);
  const stats = poolStats.get(db);
  if (stats) poolStats.set(derived, stats);
  return derived;
}

// PGlite answers int8 as a number; pg as a string. Make pg match so the two behave alike.
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number.parseInt(value, 10)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

// A connection that does not open within this bound fails the request (503) instead of queueing it forever.
const CONNECT_TIMEOUT_MS = 3000;

export function connectPostgres(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    types: pgTypes,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection the server closes (restart, failover, a dropped test database) is removed from the
  // pool and replaced on the next query; without a listener pg would crash the process over it.
  pool.on('error', () => {});
  // pg-pool listens only while a connection is idle. One that breaks while checked out (its backend
  // terminated under a query or between the queries of a transaction) emits 'error' with nobody listening,
  // which ends the process. Its query already failed, and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const dialectPool = {
    connect: () =>
      pool.connect().catch((error: unknown) => {
        throw new DatabaseUnavailableError(error);
      }),
    end: () => pool.end(),
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: dialectPool }) });
  const listen = postgresListen(connectionString);
  listeners.set(db, listen);
  poolStats.set(db, () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: poolSize,
  }));
  return { db, kind: 'postgres', listen, close: () => db.destroy() };
}

/**
 * The PostgreSQL extensions the migrations create (fuzzystrmatch: exclusion screening, decision 033; pg_trgm:
 * the hospital directory's search, decision 044).
 */
export const pgliteExtensions = { fuzzystrmatch, pg_trgm };

export function wrapPGlite(pglite: PGlite): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  const listen = pgliteListen(pglite);
  listeners.set(db, listen);
  return {
    db,
    kind: 'pglite',
    listen,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

export async function openPGlite(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  return wrapPGlite(await PGlite.create(dataDir, { extensions: pgliteExtensions }));
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite in a local folder. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? connectPostgres(options.databaseUrl) : openPGlite(options.dataDir);
}
