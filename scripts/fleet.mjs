// The fleet check (npm run test:fleet, issue 19; run by .ci/run): two instances on one PostgreSQL behind a
// small round-robin proxy with no sticky sessions, browser journeys run through the proxy, and in the middle
// of them instance b is killed (SIGKILL: a crash, no drain) and started again, then instance a is stopped
// (SIGTERM, drained) and started again, as a rolling restart does. Both must happen while journeys run, and
// the journeys must still pass. Then the queue is checked: every job ended (or is leased by the killed
// instance, to be claimed again when its lease lapses) and none ran twice. Needs DATABASE_URL naming an
// empty (or Credence) database; the web app must be built (it builds it unless E2E_REUSE_BUILD=1). Uses
// FLEET_PORT (default 3300) for the proxy and the next ports +10 and +11 for the instances; refuses to start
// when one of them is taken. Prints what each instance answered and how long it took.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('npm run test:fleet needs DATABASE_URL (a PostgreSQL database the fleet shares)');
  process.exit(2);
}
const proxyPort = Number(process.env.FLEET_PORT ?? 3300);
const origin = `http://localhost:${proxyPort}`;
// Shared by both instances: the key file (the same signing and data keys) and the development outbox.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'credence-fleet-'));
// Journeys that together touch sign-in, silent renewal across instances (30-second access tokens, renewed
// on whichever instance the proxy picks), enrolment with its job, live notifications (LISTEN/NOTIFY between
// instances), an upload and a share; each signs up its own user or uses demo data. Paths, not bare names:
// 'sign-in' alone would also pick network-sign-in.spec.ts.
const specs = (
  process.env.FLEET_SPECS ??
  'e2e/sign-in.spec e2e/session-expiry.spec e2e/enroll-rn.spec e2e/notifications.spec e2e/documents.spec e2e/sharing.spec'
)
  .split(' ')
  .filter(Boolean);
const killAfterMs = Number(process.env.FLEET_KILL_AFTER_MS ?? 20_000);
const stopAfterMs = Number(process.env.FLEET_STOP_AFTER_MS ?? 50_000);
const startedAt = Date.now();

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
if (run('node', ['scripts/ensure-chromium.mjs']).status !== 0) process.exit(1);
if (process.env.E2E_REUSE_BUILD !== '1') {
  if (run('npm', ['run', 'build', '--workspace', '@credence/web']).status !== 0) process.exit(1);
}

const instances = [
  { name: 'a', port: proxyPort + 10, child: null, answered: 0, healthy: false, inFlight: 0, sockets: 0 },
  { name: 'b', port: proxyPort + 11, child: null, answered: 0, healthy: false, inFlight: 0, sockets: 0 },
];

// Other helpers and CI jobs share the machine: a port someone else holds would send the journeys to the
// wrong server, so a taken port stops the check before anything starts.
const free = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
for (const port of [proxyPort, ...instances.map((instance) => instance.port)]) {
  if (!(await free(port))) {
    console.error(`[fleet] port ${port} is taken: set FLEET_PORT to a free range (it uses +0, +10, +11)`);
    process.exit(2);
  }
}

function start(instance) {
  const child = spawn('node', ['--import', 'tsx', 'src/server.ts'], {
    cwd: 'apps/server',
    env: {
      ...process.env,
      PORT: String(instance.port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: origin,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DRAIN_DELAY_MS: '1500',
      VERIFICATION_JOB_INTERVAL_MS: '1000',
      // The server's minimum: silent renewal happens during every journey, on either instance.
      ACCESS_TOKEN_TTL_SECONDS: '30',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  instance.child = child;
  child.on('exit', (code, signal) => {
    console.log(`[fleet] instance ${instance.name} exited (${signal ?? code})`);
    if (instance.child === child) instance.child = null;
  });
  return child;
}

async function ready(instance, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const answer = await fetch(`http://127.0.0.1:${instance.port}/api/ready`);
      if (answer.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`instance ${instance.name} did not become ready`);
}

// The load balancer's health check: /api/ready every 500 ms; a draining instance (503) takes no new requests.
const healthTimer = setInterval(async () => {
  for (const instance of instances) {
    try {
      instance.healthy = (await fetch(`http://127.0.0.1:${instance.port}/api/ready`)).status === 200;
    } catch {
      instance.healthy = false;
    }
  }
}, 500);

let turn = 0;
function pick(exclude) {
  for (let tries = 0; tries < instances.length; tries += 1) {
    const instance = instances[turn++ % instances.length];
    if (instance.healthy && instance !== exclude) return instance;
  }
  return instances.find((instance) => instance !== exclude);
}

// Round robin, no stickiness. A request whose connection is refused or reset before any answer came (the
// instance just closed its port, or was killed under it) is sent to the other instance once, as a balancer
// does for a connection error; note that a reset request may already have run on the killed instance (nginx
// in compose.yaml replays only idempotent ones). One that failed after its answer began is not replayed.
const proxy = http.createServer(async (request, response) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  if (process.env.FLEET_DEBUG) console.log(`[proxy] ${request.method} ${request.url}`);
  const send = (instance, retried) => {
    instance.inFlight += 1;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: instance.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        instance.answered += 1;
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.once('close', () => (instance.inFlight -= 1));
    upstream.on('error', (error) => {
      if (!retried && ['ECONNREFUSED', 'ECONNRESET'].includes(error.code) && !response.headersSent) {
        send(pick(instance), true);
        return;
      }
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    upstream.end(body);
  };
  send(pick());
});
proxy.on('upgrade', (request, socket, head) => {
  const instance = pick();
  const upstream = net.connect(instance.port, '127.0.0.1', () => {
    instance.answered += 1;
    instance.sockets += 1;
    upstream.once('close', () => (instance.sockets -= 1));
    const headers = Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`);
    upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
    upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
});

let failed = false;
try {
  // One at a time: the first start migrates, seeds and writes the key file the second then reads.
  start(instances[0]);
  await ready(instances[0]);
  start(instances[1]);
  await ready(instances[1]);
  await new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
  console.log(`[fleet] two instances (ports ${instances.map((i) => i.port).join(', ')}) behind ${origin}`);

  // Not spawnSync: the proxy serves from this process's event loop while the journeys run. E2E_SHORT_TOKENS
  // lets playwright.config.ts include session-expiry.spec.ts (the instances issue 30-second tokens). No
  // retries, even in CI: a journey the kill broke must fail the check, not pass on a second try.
  let journeysRunning = true;
  const journeys = spawn('npx', ['playwright', 'test', '--retries=0', ...specs], {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: origin,
      E2E_DATA_DIR: dataDir,
      E2E_PASS: 'fleet',
      E2E_SHORT_TOKENS: '1',
    },
  });
  const journeysDone = new Promise((resolve) =>
    journeys.on('exit', (code) => {
      journeysRunning = false;
      resolve(code);
    }),
  );

  // In the middle of the journeys: b crashes (SIGKILL: in-flight requests and its live connections are cut,
  // a job it held stays leased) and comes back; later a drains and stops (SIGTERM) and comes back.
  const interruptions = [];
  const interrupt = async (instance, signal, afterMs) => {
    await sleep(afterMs);
    if (!journeysRunning) {
      console.log(`[fleet] the journeys ended before ${signal} of instance ${instance.name}: nothing tested`);
      interruptions.push(false);
      return;
    }
    // The kill lands while the instance is serving: wait (up to 10 s) for a request in flight to it.
    if (signal === 'SIGKILL') {
      const until = Date.now() + 10_000;
      while (instance.inFlight === 0 && Date.now() < until) await sleep(5);
    }
    console.log(
      `[fleet] ${signal} to instance ${instance.name} in the middle of the journeys (it has answered ` +
        `${instance.answered} requests; ${instance.inFlight} in flight, ${instance.sockets} live sockets open)`,
    );
    const exited = new Promise((resolve) => instance.child.once('exit', resolve));
    instance.child.kill(signal);
    await exited;
    start(instance);
    await ready(instance);
    console.log(`[fleet] instance ${instance.name} is back`);
    interruptions.push(journeysRunning);
  };
  const restarts = Promise.all([
    interrupt(instances[1], 'SIGKILL', killAfterMs),
    interrupt(instances[0], 'SIGTERM', stopAfterMs),
  ]);
  const status = await journeysDone;
  await restarts;
  if (status !== 0) failed = true;
  if (interruptions.some((during) => !during)) {
    console.log('[fleet] an instance was not stopped while journeys ran: lower FLEET_*_AFTER_MS');
    failed = true;
  }

  // Exactly once across the fleet: every job ended, and none was run by two instances (a run counts an
  // attempt; a second attempt without an error recorded means two claims of one job). A job the killed
  // instance held stays 'running' under its lease (5 minutes) and is claimed again after it: counted apart.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const open = await client.query(
    `select count(*)::int as n from jobs where run_at < now() - interval '2 minutes'
       and (status = 'queued' or (status = 'running' and (locked_until is null or locked_until < now())))`,
  );
  const leased = await client.query(
    "select count(*)::int as n from jobs where status = 'running' and locked_until >= now()",
  );
  const twice = await client.query(
    "select count(*)::int as n from jobs where status = 'succeeded' and attempts > 1 and last_error is null",
  );
  const done = await client.query("select count(*)::int as n from jobs where status = 'succeeded'");
  await client.end();
  console.log(
    `[fleet] jobs succeeded: ${done.rows[0].n}; left waiting: ${open.rows[0].n}; run twice: ${twice.rows[0].n}; ` +
      `still leased (by the killed instance, claimed again after the lease): ${leased.rows[0].n}`,
  );
  if (open.rows[0].n > 0 || twice.rows[0].n > 0) failed = true;
  console.log(`[fleet] answered by a: ${instances[0].answered}, by b: ${instances[1].answered}`);
  if (instances.some((instance) => instance.answered === 0)) {
    console.log('[fleet] one instance answered nothing: the proxy did not spread the load');
    failed = true;
  }
} catch (error) {
  console.error('[fleet]', error);
  failed = true;
} finally {
  clearInterval(healthTimer);
  proxy.close();
  for (const instance of instances) instance.child?.kill('SIGTERM');
}
const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
console.log(`${failed ? 'FAILED' : 'passed'}: fleet (${seconds} s)`);
process.exit(failed ? 1 : 0);
