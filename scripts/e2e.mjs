// The browser journeys (npm run test:e2e): builds the web app once (unless E2E_REUSE_BUILD=1 says the
// caller just built it), then runs the three Playwright passes, each with its own server: the main pass
// (2 workers) followed by the professional-network sign-in (E2E_NETWORK=1), and beside them silent renewal
// with 30-second tokens (E2E_SHORT_TOKENS=1), which mostly waits for tokens to expire and so costs the two
// cores little. Ports: E2E_PORT (default 3100) for the main pass, +2 and +4 for the others. Exits non-zero
// if any pass fails (decision 027).
import { spawn, spawnSync } from 'node:child_process';

const base = Number(process.env.E2E_PORT ?? 3100);
const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });

if (run('node', ['scripts/ensure-chromium.mjs']).status !== 0) process.exit(1);
if (process.env.E2E_REUSE_BUILD !== '1') {
  if (run('npm', ['run', 'build', '--workspace', '@credence/web']).status !== 0) process.exit(1);
}

const passes = [
  { name: 'main', args: [], env: { E2E_PORT: String(base) } },
  {
    name: 'network',
    args: ['network-sign-in'],
    env: { E2E_PORT: String(base + 2), E2E_NETWORK: '1', E2E_PASS: 'network' },
  },
  {
    name: 'short-tokens',
    args: ['session-expiry'],
    env: { E2E_PORT: String(base + 4), E2E_SHORT_TOKENS: '1', E2E_PASS: 'short-tokens' },
  },
];

const started = Date.now();
const runPass = (pass) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...pass.args], {
      env: { ...process.env, ...pass.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Each line says which pass it comes from: they run interleaved.
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${pass.name}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${pass.name}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ name: pass.name, code, seconds: (Date.now() - started) / 1000 }));
  });
const [main, network, shortTokens] = passes;
const results = (
  await Promise.all([
    runPass(main).then(async (result) => [result, await runPass(network)]),
    runPass(shortTokens).then((result) => [result]),
  ])
).flat();
for (const result of results) {
  console.log(`${result.code === 0 ? 'passed' : 'FAILED'}: ${result.name} (${result.seconds.toFixed(0)} s)`);
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
