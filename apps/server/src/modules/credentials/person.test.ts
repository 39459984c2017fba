import { PICTURE_MAX_BYTES } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestSession } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';

const BOUNDARY = 'person-test-boundary';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR fake image body for the test'),
]);

/** A multipart body: text fields, then optionally the picture. */
function multipart(fields: Record<string, string>, picture?: { bytes: Buffer; name: string; type: string }) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (picture)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="picture"; filename="${picture.name}"\r\n` +
          `Content-Type: ${picture.type}\r\n\r\n`,
      ),
      picture.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

describe('PATCH /api/person and GET /api/person/picture', () => {
  let t: TestApp;
  let session: TestSession;
  let other: TestSession;

  beforeAll(async () => {
    t = await createTestApp();
    session = await signIn(t.app, await createUser(t.database.db));
    other = await signIn(t.app, await createUser(t.database.db));
  });
  afterAll(() => t.close());

  const patch = (s: TestSession, payload: Buffer) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/person',
      headers: { ...s.headers(), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload,
    });

  it('saves the names to the profile and the picture, checked by its bytes', async () => {
    const response = await patch(
      session,
      multipart(
        { first_name: 'Ada', last_name: 'Okafor', suffix: 'Jr' },
        { bytes: PNG, name: 'me.png', type: 'image/png' },
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      first_name: 'Ada',
      last_name: 'Okafor',
      suffix: 'Jr',
      picture: { content_type: 'image/png', size: PNG.length },
    });
    const self = await t.app.inject({ method: 'GET', url: '/api/self_attested', headers: session.headers() });
    expect(self.json().data).toMatchObject({
      'basic_info|first_name': 'Ada',
      'basic_info|last_name': 'Okafor',
    });
    const picture = await t.app.inject({
      method: 'GET',
      url: '/api/person/picture',
      headers: session.headers(),
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(PNG)).toBe(true);
    // Nobody else's picture is reachable: the other clinician has none.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/person/picture', headers: other.headers() }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a file that only claims to be an image (415), and text PostgreSQL cannot store (400)', async () => {
    const fake = await patch(
      session,
      multipart({}, { bytes: Buffer.from('%PDF-1.7 not an image'), name: 'me.png', type: 'image/png' }),
    );
    expect(fake.statusCode).toBe(415);
    const nul = await patch(session, multipart({ first_name: 'A\u0000da' }));
    expect(nul.statusCode).toBe(400);
    const empty = await patch(session, multipart({ first_name: '   ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual([{ path: 'first_name', message: 'validation.required' }]);
    const json = await t.app.inject({
      method: 'PATCH',
      url: '/api/person',
      headers: session.headers(),
      payload: { first_name: 'Ada' },
    });
    expect(json.statusCode).toBe(415);
  });

  it(`takes a picture of exactly ${PICTURE_MAX_BYTES} bytes and refuses one byte more with 413`, async () => {
    const at = Buffer.alloc(PICTURE_MAX_BYTES, 0);
    PNG.copy(at);
    expect(
      (await patch(session, multipart({}, { bytes: at, name: 'big.png', type: 'image/png' }))).statusCode,
    ).toBe(200);
    const over = Buffer.alloc(PICTURE_MAX_BYTES + 1, 0);
    PNG.copy(over);
    const refused = await patch(session, multipart({}, { bytes: over, name: 'big.png', type: 'image/png' }));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.code).toBe('request.too-large');
  }, 120_000);

  it('removes the picture on request', async () => {
    const removed = await patch(session, multipart({ remove_picture: 'true' }));
    expect(removed.json().data.picture).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/person/picture', headers: session.headers() }))
        .statusCode,
    ).toBe(404);
  });
});
