import { createPublicKey, verify as verifySignature } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { digest } from '@sd-jwt/crypto-nodejs';
import { SDJwtVcInstance } from '@sd-jwt/sd-jwt-vc';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from './support/api-session';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughEntry } from './support/sign-in';

// OpenID4VP and OpenID4VCI (issue 17, "beyond the spec"; decision 054). A hospital's own verifier — a tiny
// HTTP server this journey starts on E2E_VERIFIER_PORT, the origin playwright.config.ts lists in the server's
// OID4VP_HTTP_ORIGINS — hands Sam Okafor (apps/server/src/db/seed-sharing.ts) a by-value request link. He sees
// the consent screens, leaves the optional license board out, signs, and the verifier receives a vp_token that
// this journey verifies as an outside verifier would: @sd-jwt/sd-jwt-vc with only the issuer's public keys and
// status list, fetched over HTTP. Then he opens the offer of his license to a wallet of his own: a QR code, and
// the offer's pre-authorized code is redeemed once (a second use is refused).
const clinician = { email: 'demo.sharing@credence.test', password: 'Wallet-Demo-2026' };
const verifierPort = Number(process.env.E2E_VERIFIER_PORT);
const responseUri = `http://127.0.0.1:${verifierPort}/response`;
const nonce = `e2e-verifier-nonce-${Date.now()}`;

let verifier: Server;
const received: Record<string, string>[] = [];

test.beforeAll(async () => {
  verifier = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push(Object.fromEntries(new URLSearchParams(body)));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => verifier.listen(verifierPort, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => verifier?.close(resolve));
});

/** No sideways scroll at 360 px, and axe. */
async function checkPage(page: Page) {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(size.scrollWidth, 'sideways scroll at 360 px').toBeLessThanOrEqual(size.innerWidth);
  await expectNoAxeViolations(page);
}

/** The request by value, as the verifier would put it in a link or QR code (OpenID4VP 1.0 §5). */
function requestQuery(origin: string) {
  return new URLSearchParams({
    response_type: 'vp_token',
    client_id: `redirect_uri:${responseUri}`,
    response_uri: responseUri,
    response_mode: 'direct_post',
    nonce,
    state: 'e2e-state-1',
    dcql_query: JSON.stringify({
      credentials: [
        {
          id: 'license',
          format: 'dc+sd-jwt',
          meta: { vct_values: [`${origin}/vct/rn_license/v1`] },
          claims: [
            { id: 'n', path: ['license_number'] },
            { id: 'e', path: ['expiration_date'] },
            { id: 'b', path: ['license_board'] },
          ],
          claim_sets: [
            ['n', 'e', 'b'],
            ['n', 'e'],
          ],
        },
      ],
    }),
    client_metadata: JSON.stringify({
      client_name: 'Harbor Hospital verifier',
      vp_formats_supported: { 'dc+sd-jwt': {} },
    }),
  }).toString();
}

/** An outside verifier: the issuer's public keys and status list over HTTP, checked by the library alone. */
async function verifyAsOutsider(origin: string) {
  const get = async (url: string, accept: string) => {
    const response = await fetch(url, { headers: { accept } });
    expect(response.status, url).toBe(200);
    return response.text();
  };
  const metadata = JSON.parse(await get(`${origin}/.well-known/jwt-vc-issuer`, 'application/json')) as {
    jwks: { keys: ({ kid: string } & Record<string, unknown>)[] };
  };
  const es256 = (jwk: Record<string, unknown>, data: string, signature: string) =>
    verifySignature(
      'sha256',
      Buffer.from(data),
      { key: createPublicKey({ key: jwk as never, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
  const kid = (data: string) =>
    (JSON.parse(Buffer.from(data.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;
  const sdJwtVc = new SDJwtVcInstance({
    hasher: digest,
    hashAlg: 'sha-256',
    verifier: (data: string, signature: string) => {
      const key = metadata.jwks.keys.find((k) => k.kid === kid(data));
      return key ? es256(key, data, signature) : false;
    },
    kbVerifier: (data: string, signature: string, payload: Record<string, unknown>) =>
      es256((payload.cnf as { jwk: Record<string, unknown> }).jwk, data, signature),
    statusListFetcher: (uri: string) => get(uri, 'application/statuslist+jwt'),
  });
  return sdJwtVc;
}

test('a hospital verifier requests a presentation, and the license goes to a wallet of his own', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  await page.setViewportSize({ width: 360, height: 800 });
  await signInThroughEntry(page, clinician.email, clinician.password);
  await expect(page.getByRole('link', { name: 'Share with Riverside Health' })).toBeVisible();

  // His portable copies (SD-JWT VC) are issued by the first monitoring pass after the server starts
  // (seed-sharing.ts); until then the request cannot be answered (409). Asked through his own API session.
  const query = requestQuery(origin);
  const api = await apiSignIn(request, baseURL!, clinician);
  await expect
    .poll(
      async () =>
        (
          await request.post('/api/oid4vp/requests', { headers: api.headers, data: { request: query } })
        ).status(),
      { timeout: 90_000, intervals: [1000, 2000, 5000] },
    )
    .toBe(200);

  // The request link opened in the app.
  await page.goto(`/present?${query}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Present to Harbor Hospital verifier' }),
  ).toBeVisible();

  // Disclosure: who asks, where it goes, not a subscribed organization (so everything is flagged).
  await expect(page.getByText('Verifier: Harbor Hospital verifier')).toBeVisible();
  await expect(page.getByText(`Your answer is sent to 127.0.0.1:${verifierPort}.`)).toBeVisible();
  await expect(page.getByText(/is not a subscribed organization/)).toBeVisible();
  await expect(
    page.getByText('This request asks for more than Harbor Hospital verifier requires'),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /^Share License board/ }).uncheck();
  await checkPage(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Attestation and signature: the same screens as a share.
  await expect(page.getByRole('heading', { level: 2, name: 'Attestation' })).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await checkPage(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Signature' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Sam Okafor');
  await page
    .getByRole('checkbox', { name: 'I have read the attestation and sign it with my full name.' })
    .check();
  await checkPage(page);
  await page.getByRole('button', { name: 'Share with Harbor Hospital verifier' }).click();
  await expect(page.getByText('Your presentation was sent to Harbor Hospital verifier.')).toBeVisible();
  await checkPage(page);

  // The verifier received one direct_post with the vp_token and the state, and verifies it from the public
  // documents alone: bound to its client id and nonce, the license number there, the board not.
  expect(received).toHaveLength(1);
  expect(received[0]!.state).toBe('e2e-state-1');
  const vpToken = JSON.parse(received[0]!.vp_token!) as { license: string[] };
  const presentation = vpToken.license[0]!;
  const sdJwtVc = await verifyAsOutsider(origin);
  const result = await sdJwtVc.verify(presentation, { keyBindingNonce: nonce });
  expect(result.kb?.payload.aud).toBe(`redirect_uri:${responseUri}`);
  expect(result.payload).toMatchObject({ license_number: '274411-30' });
  expect(result.payload).toHaveProperty('expiration_date');
  expect(result.payload).not.toHaveProperty('license_board');
  // Replayed with another nonce: the library refuses it.
  await expect(sdJwtVc.verify(presentation, { keyBindingNonce: 'another-nonce-0000' })).rejects.toThrow();

  // The activity page lists the presentation under "Presented to verifiers".
  await page.getByRole('link', { name: 'See everything you have shared' }).click();
  await expect(page.getByRole('heading', { name: 'Presented to verifiers' })).toBeVisible();
  await expect(page.getByText(/Presented to Harbor Hospital verifier on/)).toBeVisible();

  // OpenID4VCI: the license offered to his own wallet, as a QR code and a link.
  await page.goto('/credentials');
  const card = page.getByRole('article', { name: 'WI RN license 274411-30' });
  await expect(card).toBeVisible();
  const offerLink = card.getByRole('link', { name: /^Add to my own wallet/ });
  await offerLink.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Add WI RN license 274411-30 to your own wallet' }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'QR code of the offer of WI RN license 274411-30' }),
  ).toBeVisible();
  await checkPage(page);
  const offerUri = await page.getByRole('link', { name: 'Open in my wallet app' }).getAttribute('href');
  expect(offerUri).toMatch(/^openid-credential-offer:\/\/\?credential_offer=/);
  const offer = JSON.parse(new URL(offerUri!).searchParams.get('credential_offer')!) as {
    credential_issuer: string;
    grants: Record<string, { 'pre-authorized_code': string }>;
  };
  expect(offer.credential_issuer).toBe(origin);
  const grant = 'urn:ietf:params:oauth:grant-type:pre-authorized_code';
  const code = offer.grants[grant]!['pre-authorized_code'];
  const server = (await (await fetch(`${origin}/.well-known/oauth-authorization-server`)).json()) as {
    token_endpoint: string;
  };
  const redeem = () =>
    fetch(server.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: grant, 'pre-authorized_code': code }).toString(),
    });
  const first = await redeem();
  expect(first.status).toBe(200);
  expect(((await first.json()) as { access_token?: string }).access_token).toEqual(expect.any(String));
  // Once only: the same code again is refused, as OAuth says it (decision 058).
  const second = await redeem();
  expect(second.status).toBe(400);
  expect(((await second.json()) as { error: string }).error).toBe('invalid_grant');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
});
