// The fleet check (npm run test:fleet, issue 19): two instances on one PostgreSQL behind a small round-robin
// proxy with no sticky sessions, browser journeys run through the proxy, and one instance stopped (SIGTERM,
// drained) in the middle of them and started again, as a rolling restart does. Then the queue is checked:
// every job ended and none ran twice. Needs DATABASE_URL naming an empty (or Credence) database; the web
// app must be built (it builds it unless E2E_REUSE_BUILD=1). Prints what each instance answered.
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
// Journeys that together touch sign-in, silent session use across instances, enrolment with its job, live
// notifications (LISTEN/NOTIFY between instances) and uploads; each signs up its own user or uses demo data.
const specs = (process.env.FLEET_SPECS ?? 'sign-in notifications enroll-rn documents work-verification')
  .split(' ')
  .filter(Boolean);
const stopAfterMs = Number(process.env.FLEET_STOP_AFTER_MS ?? 45_000);

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
if (run('node', ['scripts/ensure-chromium.mjs']).status !== 0) process.exit(1);
if (process.env.E2E_REUSE_BUILD !== '1') {
  if (run('npm', ['run', 'build', '--workspace', '@credence/web']).status !== 0) process.exit(1);
}

const instances = [
  { name: 'a', port: proxyPort + 10, child: null, answered: 0, healthy: false },
  { name: 'b', port: proxyPort + 11, child: null, answered: 0, healthy: false },
];

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

// Round robin, no stickiness. A request refused at connect (the instance just closed its port) is sent to
// the other instance, as a balancer does; one that failed after it reached an instance is not replayed.
const proxy = http.createServer(async (request, response) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  if (process.env.FLEET_DEBUG) console.log(`[proxy] ${request.method} ${request.url}`);
  const send = (instance, retried) => {
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

  // A rolling restart in the middle of the journeys: b drains, stops, and comes back.
  const restart = (async () => {
    await sleep(stopAfterMs);
    const b = instances[1];
    console.log('[fleet] stopping instance b (SIGTERM) in the middle of the journeys');
    const exited = new Promise((resolve) => b.child.once('exit', resolve));
    b.child.kill('SIGTERM');
    await exited;
    start(b);
    await ready(b);
    console.log('[fleet] instance b is back');
  })();

  // Not spawnSync: the proxy serves from this process's event loop while the journeys run.
  const journeys = spawn('npx', ['playwright', 'test', ...specs], {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: origin, E2E_DATA_DIR: dataDir, E2E_PASS: 'fleet' },
  });
  const status = await new Promise((resolve) => journeys.on('exit', (code) => resolve(code)));
  await restart;
  if (status !== 0) failed = true;

  // Exactly once across the fleet: every job ended, and none was run by two instances (a run counts an
  // attempt; a second attempt without an error recorded means two claims of one job).
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const open = await client.query(
    "select count(*)::int as n from jobs where status in ('queued', 'running') and run_at < now() - interval '2 minutes'",
  );
  const twice = await client.query(
    "select count(*)::int as n from jobs where status = 'succeeded' and attempts > 1 and last_error is null",
  );
  const done = await client.query("select count(*)::int as n from jobs where status = 'succeeded'");
  await client.end();
  console.log(
    `[fleet] jobs succeeded: ${done.rows[0].n}; left waiting: ${open.rows[0].n}; run twice: ${twice.rows[0].n}`,
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
console.log(failed ? 'FAILED: fleet' : 'passed: fleet');
process.exit(failed ? 1 : 0);
