import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { loadServerSecrets } from '../secrets/secrets.service';
import { issueCredential, presentCredential, setCredentialStatus, type IssuerDeps } from './issuer.service';
import { httpDocumentFetcher, PresentationRejected, verifyPresentation } from './verify';

/** A port free right now, so PUBLIC_ORIGIN can name it before the app listens on it. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// The verifier over real HTTP, with its default fetcher, against the app listening on a port.
describe('verifyPresentation over HTTP', () => {
  let t: TestApp;
  let origin: string;
  let deps: IssuerDeps;
  let userId: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    t = await createTestApp({ PUBLIC_ORIGIN: origin });
    await t.app.listen({ port, host: '127.0.0.1' });
    const secrets = await loadServerSecrets({ db: t.database.db, config: t.config });
    deps = { db: t.database.db, clock: () => new Date(), config: t.config, secrets };
    userId = (await createUser(t.database.db)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const verify = async (sdJwt: string) => {
    const nonce = 'http-nonce-1';
    const presentation = await presentCredential(deps, {
      userId,
      sdJwt,
      disclose: ['number'],
      audience: 'https://verifier.example',
      nonce,
    });
    return verifyPresentation({
      presentation,
      audience: 'https://verifier.example',
      nonce,
      trustedIssuers: [origin],
    }).then(
      () => 'accepted',
      (error: unknown) => (error instanceof PresentationRejected ? error.reason : Promise.reject(error)),
    );
  };

  it('verifies with the documents fetched from the listening server, and fails after revocation', async () => {
    const issued = await issueCredential(deps, {
      userId,
      schemaName: 'dea',
      claims: { state: 'CA', number: 'MD7305180' },
      validUntil: null,
    });
    expect(await verify(issued.sdJwt)).toBe('accepted');
    await setCredentialStatus(deps, issued.status, 'invalid');
    expect(await verify(issued.sdJwt)).toBe('status-invalid');
  });

  describe('the default fetcher', () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      server = createServer((request, response) => {
        if (request.url === '/big') {
          response.writeHead(200, { 'content-type': 'application/statuslist+jwt' });
          response.end('x'.repeat(2_000));
        } else {
          response.writeHead(302, { location: 'http://169.254.169.254/' });
          response.end();
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it('refuses a document over its size cap', async () => {
      const fetcher = httpDocumentFetcher({ maxBytes: 1_000 });
      await expect(fetcher(`${base}/big`, 'application/statuslist+jwt')).rejects.toBeInstanceOf(
        PresentationRejected,
      );
      expect((await httpDocumentFetcher({ maxBytes: 3_000 })(`${base}/big`, 'text/plain')).body).toHaveLength(
        2_000,
      );
    });

    it('does not follow a redirect', async () => {
      const answer = await httpDocumentFetcher()(`${base}/moved`, 'application/json');
      expect(answer.status).toBe(302);
    });
  });
});
