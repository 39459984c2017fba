import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('GET /api/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3 document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const result = await new Validator().validate(response.json());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(response.json().openapi).toMatch(/^3\./);
  });

  it('lists every API route the server has', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const documented = new Set<string>();
    for (const [route, operations] of Object.entries(document.paths as Record<string, object>)) {
      for (const method of Object.keys(operations)) documented.add(`${method.toUpperCase()} ${route}`);
    }
    const own = t.app.routeList.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        !route.url.startsWith('/api/docs') &&
        route.url !== '/api/openapi.json',
    );
    expect(own.length).toBeGreaterThan(0);
    for (const route of own) {
      const methods = ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD');
      for (const method of methods) {
        const openApiPath = route.url.replace(/:([A-Za-z0-9_]+)\??/g, '{$1}');
        expect(documented, `${method} ${route.url}`).toContain(`${method} ${openApiPath}`);
      }
    }
  });

  it('shows the multipart body of POST /api/resume_parser: the file as binary', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const content = document.paths['/api/resume_parser'].post.requestBody?.content;
    expect(Object.keys(content ?? {})).toEqual(['multipart/form-data']);
    const schema = content['multipart/form-data'].schema;
    expect(schema.type).toBe('object');
    expect(schema.required).toContain('file');
    expect(schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('shows a response schema for every operation', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(document.paths as Record<string, object>)) {
      for (const [method, operation] of Object.entries(
        operations as Record<string, { responses?: object }>,
      )) {
        const answers = Object.values(operation.responses ?? {}) as {
          content?: Record<string, { schema?: unknown }>;
        }[];
        const described = answers.some(
          (answer) => answer.content && Object.values(answer.content).some((media) => media.schema),
        );
        if (!described) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("shows /api/health's 503 (database unreachable) with the same body as its 200", async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const responses = document.paths['/api/health'].get.responses;
    expect(Object.keys(responses).sort()).toEqual(['200', '503']);
    const schemaOf = (status: string) => responses[status].content['application/json'].schema;
    expect(schemaOf('503')).toEqual(schemaOf('200'));
    expect(schemaOf('503').properties.database.enum).toEqual(['ok', 'unreachable']);
  });

  it('serves a readable docs page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('https:');
  });
});
