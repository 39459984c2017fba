// The container files (Dockerfile, compose.yaml, deploy/nginx.conf) cannot be built or started on the
// development machines (no image registry), so this lint keeps them honest instead (issue 19): every variable
// they set is one the server reads and is listed in the README, the values pass the server's own config
// check, the Node.js major is .node-version's, the health check asks a real readiness endpoint, and the
// ports, host names and credentials agree between the files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allContracts, DOCUMENT_MAX_BYTES, RESUME_MAX_BYTES } from '@credence/shared';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configVariableNames, loadConfig } from '../apps/server/src/config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const dockerfile = read('Dockerfile');
const compose = parse(read('compose.yaml'), { merge: true });
const nginx = read('deploy/nginx.conf');
const readme = read('README.md');
const operations = read('docs/operations.md');

// Compose substitutes ${NAME:-default} from the shell or .env: the lint takes the default.
const substitute = (value) =>
  String(value).replace(/\$\{([A-Z_]+)(?::?-([^}]*))?\}/g, (_, _name, fallback = '') => fallback);

// Dockerfile instructions, continuation lines joined; the final stage is what follows the last FROM.
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const finalStage = instructions.slice(instructions.findLastIndex((line) => line.startsWith('FROM ')));
const dockerEnv = Object.fromEntries(
  finalStage
    .filter((line) => line.startsWith('ENV '))
    .flatMap((line) => line.slice(4).trim().split(/\s+/))
    .map((pair) => pair.split('=')),
);
const appServices = Object.entries(compose.services).filter(([, service]) => service.build);
const envOf = (service) =>
  Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, substitute(v)]));
const hostPort = (url) => {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port) };
};

describe('container files', () => {
  it('set only variables the server reads, each listed in the README', () => {
    expect(configVariableNames).toContain('DATABASE_URL');
    const set = new Set([
      ...Object.keys(dockerEnv),
      ...appServices.flatMap(([, s]) => Object.keys(envOf(s))),
    ]);
    expect(set.size).toBeGreaterThanOrEqual(15);
    for (const name of set) {
      expect(configVariableNames, `${name} is not read by apps/server/src/config.ts`).toContain(name);
      expect(readme, `${name} is not in the README`).toContain(`\`${name}\``);
    }
  });

  it('give values the server accepts (its own config check)', () => {
    expect(appServices.map(([name]) => name).toSorted()).toEqual(['app1', 'app2']);
    for (const [, service] of appServices) {
      const config = loadConfig({ ...dockerEnv, ...envOf(service) });
      expect(config.NODE_ENV).toBe('production');
      expect(config.DATABASE_URL).toMatch(/^postgres:\/\//);
    }
    expect(() => loadConfig(dockerEnv)).not.toThrow();
  });

  it('run Node.js of the major in .node-version, as a non-root user, with production dependencies only', () => {
    const major = read('.node-version').trim().split('.')[0];
    const version = /^ARG NODE_VERSION=(\d+)\.\d+\.\d+$/m.exec(dockerfile)?.[1];
    expect(version).toBe(major);
    const froms = instructions.filter((line) => line.startsWith('FROM '));
    expect(froms.length).toBeGreaterThanOrEqual(2);
    for (const from of froms) expect(from).toMatch(/^FROM node:\$\{NODE_VERSION\}-/);
    expect(instructions.some((line) => /^RUN npm ci --omit=dev\b/.test(line))).toBe(true);
    const user = finalStage
      .findLast((line) => line.startsWith('USER '))
      ?.slice(5)
      .trim();
    expect(user).toBeTruthy();
    expect(['root', '0']).not.toContain(user);
  });

  it('check health on the readiness endpoint the server really has', () => {
    const healthcheck = finalStage.find((line) => line.startsWith('HEALTHCHECK '));
    const checked = /(\/api\/[a-z_]+)/.exec(healthcheck ?? '')?.[1];
    expect(checked).toBe('/api/ready');
    expect(allContracts.some((c) => c.method === 'GET' && c.path === checked)).toBe(true);
  });

  it('agree on ports, host names and credentials', () => {
    const port = Number(dockerEnv.PORT);
    expect(finalStage).toContain(`EXPOSE ${port}`);
    const upstreams = [...nginx.matchAll(/^\s*server ([\w-]+):(\d+)/gm)].map((m) => [m[1], Number(m[2])]);
    expect(upstreams.map(([host]) => host).toSorted()).toEqual(appServices.map(([name]) => name).toSorted());
    for (const [name, service] of appServices) {
      const env = envOf(service);
      expect(Number(env.PORT ?? port), name).toBe(port);
      expect(service.expose.map(Number)).toContain(port);
      expect(upstreams.find(([host]) => host === name)?.[1]).toBe(port);
      const database = new URL(env.DATABASE_URL);
      expect(compose.services[database.hostname]?.image).toMatch(/^postgres:/);
      const pgEnv = compose.services[database.hostname].environment;
      expect([database.username, database.password, database.pathname.slice(1), database.port]).toEqual([
        pgEnv.POSTGRES_USER,
        pgEnv.POSTGRES_PASSWORD,
        pgEnv.POSTGRES_DB,
        '5432',
      ]);
      const smtp = hostPort(env.SMTP_URL);
      expect(compose.services[smtp.host]?.expose.map(Number)).toContain(smtp.port);
      const s3 = hostPort(env.DOCUMENT_S3_ENDPOINT);
      const store = compose.services[s3.host];
      expect(s3.port).toBe(9000);
      expect([store.environment.MINIO_ROOT_USER, store.environment.MINIO_ROOT_PASSWORD]).toEqual([
        env.DOCUMENT_S3_ACCESS_KEY_ID,
        env.DOCUMENT_S3_SECRET_ACCESS_KEY,
      ]);
      expect(compose.services['minio-bucket'].entrypoint.join(' ')).toContain(
        `local/${env.DOCUMENT_S3_BUCKET}`,
      );
      // The public origin is the proxy's published port: links in e-mails and redirects go through it.
      const published = compose.services.proxy.ports.map((mapping) => String(mapping).split(':'));
      expect(published).toContainEqual([new URL(env.PUBLIC_ORIGIN).port, '80']);
    }
    expect(nginx).toMatch(/listen 80;/);
    // The proxy must not refuse an upload the server accepts (the default limit, plus multipart framing).
    const bodyLimit = Number(/client_max_body_size (\d+)m;/.exec(nginx)?.[1]) * 1024 * 1024;
    expect(bodyLimit).toBeGreaterThanOrEqual(Math.max(DOCUMENT_MAX_BYTES, RESUME_MAX_BYTES) + 1024 * 1024);
    expect(nginx).toMatch(/location = \/metrics \{\s*return 404;/);
  });

  it('are described in docs/operations.md', () => {
    for (const file of ['Dockerfile', 'compose.yaml', 'deploy/nginx.conf'])
      expect(operations).toContain(file);
  });
});
