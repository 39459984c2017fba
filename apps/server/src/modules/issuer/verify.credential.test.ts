import { describe, expect, it } from 'vitest';
import {
  digestOf,
  disclosure,
  ISSUER,
  keyPair,
  LIST_URI,
  METADATA_URL,
  NOW_S,
  salt,
  testIssuer,
} from './verify-test-support';

// verifyPresentation's checks of the credential itself (credentials.md §2, RFC 9901, decision 036), each by a
// test that changes only what that check reads. Key binding and status lists: verify.binding-status.test.ts.

describe('verifyPresentation: a valid presentation', () => {
  it('answers the issuer, vct, kid and every readable claim, and fetches only the issuer’s documents', async () => {
    const t = testIssuer();
    const verified = await t.verify(t.bind(t.credential()));
    expect(verified).toMatchObject({
      issuer: ISSUER,
      vct: `${ISSUER}/vct/rn_license/v1`,
      kid: 'issuer-kid-1',
    });
    expect(verified.claims).toMatchObject({ given_name: 'Maria', number: '95012', family_name: 'Delgado' });
    expect(t.fetched).toEqual([`application/json ${METADATA_URL}`, `application/statuslist+jwt ${LIST_URI}`]);
  });

  it('shows no claim whose disclosure was left out', async () => {
    const t = testIssuer();
    const hidden = disclosure(salt(), 'number', '95012');
    const shown = disclosure(salt(), 'given_name', 'Maria');
    const jwt = t.credential({ disclosures: [shown, hidden] }).split('~')[0]!;
    const verified = await t.verify(t.bind(`${jwt}~${shown}~`));
    expect(verified.claims.given_name).toBe('Maria');
    expect(verified.claims).not.toHaveProperty('number');
  });

  it('accepts no _sd_alg (sha-256 is the default), and a disclosure named inside another or in an array', async () => {
    const t = testIssuer();
    expect(await t.outcome(t.bind(t.credential({ payload: { _sd_alg: undefined } })))).toBe('accepted');
    const street = disclosure(salt(), 'street', '1 Main St');
    const address = disclosure(salt(), 'address', { _sd: [digestOf(street)], city: 'Oakland' });
    const nationality = disclosure(salt(), 'US');
    // The street is named only inside the address, the nationality only in the array.
    const presentation = t.bind(
      t.credential({
        disclosures: [address],
        payload: { nationalities: [{ '...': digestOf(nationality) }, 'CA'], extras: [null, 1, ['x']] },
        extra: [street, nationality],
      }),
    );
    const verified = await t.verify(presentation);
    expect(verified.claims.address).toEqual({ street: '1 Main St', city: 'Oakland' });
    expect(verified.claims.nationalities).toEqual(['US', 'CA']);
  });
});

describe('verifyPresentation refuses a malformed presentation', () => {
  it('one without a ~ (not an SD-JWT); one ~ and nothing after it is an SD-JWT without key binding', async () => {
    const t = testIssuer();
    expect(await t.outcome(t.credential().split('~')[0]!)).toBe('malformed: not an SD-JWT');
    expect(await t.outcome(t.credential({ disclosures: [] }))).toBe(
      'key-binding-missing: no key-binding JWT',
    );
  });

  it('an issuer JWT that is not three parts, or whose header or payload is not a JSON object', async () => {
    const t = testIssuer();
    const [jwt, ...rest] = t.credential().split('~');
    const [h, p, s] = jwt!.split('.');
    const withJwt = (value: string) => t.bind([value, ...rest].join('~'));
    expect(await t.outcome(withJwt(`${h}.${p}`))).toBe('malformed: not a compact JWT');
    expect(await t.outcome(withJwt(`${h}.${p}.${s}.x`))).toBe('malformed: not a compact JWT');
    const bad = 'JWT header or payload is not JSON';
    expect(await t.outcome(withJwt(`e30x.${p}.${s}`))).toBe(`malformed: ${bad}`);
    for (const value of ['null', '[]', '"x"', '1'])
      expect(await t.outcome(withJwt(`${Buffer.from(value).toString('base64url')}.${p}.${s}`))).toBe(
        `malformed: ${bad}`,
      );
    expect(await t.outcome(withJwt(`${h}.${Buffer.from('[1]').toString('base64url')}.${s}`))).toBe(
      `malformed: ${bad}`,
    );
  });

  it('a disclosure that is not JSON, or not [salt, name, value] / [salt, value] with a string salt', async () => {
    const t = testIssuer();
    const shape = 'malformed: a disclosure is not [salt, (name,) value]';
    const bad = async (value: string) => t.outcome(t.bind(t.credential({ disclosures: [value] })));
    expect(await bad(Buffer.from('{not json').toString('base64url'))).toBe(
      'malformed: a disclosure is not JSON',
    );
    expect(await bad(disclosure(salt()))).toBe(shape);
    expect(await bad(disclosure(salt(), 'a', 'b', 'c'))).toBe(shape);
    expect(await bad(Buffer.from(JSON.stringify({ 0: salt(), 1: 'a', 2: 'b' })).toString('base64url'))).toBe(
      shape,
    );
    expect(await bad(disclosure(1234567890, 'number', '1'))).toBe(shape);
  });

  it('an _sd_alg other than sha-256', async () => {
    const t = testIssuer();
    expect(await t.outcome(t.bind(t.credential({ payload: { _sd_alg: 'sha-512' } })))).toBe(
      'malformed: unsupported _sd_alg',
    );
  });
});

describe('verifyPresentation checks the header and the issuer', () => {
  it('refuses a typ other than dc+sd-jwt, and none', async () => {
    const t = testIssuer();
    const typ = 'typ: header typ is not dc+sd-jwt';
    expect(await t.outcome(t.bind(t.credential({ header: { typ: 'vc+sd-jwt' } })))).toBe(typ);
    expect(await t.outcome(t.bind(t.credential({ header: { typ: undefined } })))).toBe(typ);
  });

  it('refuses any algorithm but ES256', async () => {
    const t = testIssuer();
    expect(await t.outcome(t.bind(t.credential({ header: { alg: 'none' } })))).toBe(
      'algorithm: only ES256 is accepted',
    );
    expect(await t.outcome(t.bind(t.credential({ header: { alg: 'ES384' } })))).toBe(
      'algorithm: only ES256 is accepted',
    );
  });

  it('refuses an issuer not trusted, or none, and then fetches nothing', async () => {
    const t = testIssuer();
    const untrusted = 'issuer-untrusted: untrusted issuer';
    expect(await t.outcome(t.bind(t.credential({ payload: { iss: 'https://evil.example' } })))).toBe(
      untrusted,
    );
    expect(await t.outcome(t.bind(t.credential({ payload: { iss: undefined } })))).toBe(untrusted);
    expect(await t.outcome(t.bind(t.credential()), { trustedIssuers: [] })).toBe(untrusted);
    // No iss is no issuer, even beside an issuer named '' by mistake.
    expect(
      await t.outcome(t.bind(t.credential({ payload: { iss: undefined } })), { trustedIssuers: [''] }),
    ).toBe(untrusted);
    expect(t.fetched).toEqual([]);
  });

  it('refuses when the issuer metadata is unreachable, not 200, not JSON or names another issuer', async () => {
    const t = testIssuer();
    const presentation = t.bind(t.credential());
    const wrong = 'issuer-metadata: issuer metadata is missing or names another issuer';
    t.documents.set(METADATA_URL, new Error('connection refused'));
    expect(await t.outcome(presentation)).toBe(
      'issuer-metadata: issuer metadata unreachable: Error: connection refused',
    );
    t.serveMetadata({ issuer: ISSUER, jwks: { keys: [t.issuerKey.publicJwk] } }, 404);
    expect(await t.outcome(presentation)).toBe(wrong);
    t.serveMetadata({ issuer: 'https://other.example', jwks: { keys: [t.issuerKey.publicJwk] } });
    expect(await t.outcome(presentation)).toBe(wrong);
    t.serveMetadata({ issuer: ISSUER });
    expect(await t.outcome(presentation)).toBe(wrong);
    t.documents.set(METADATA_URL, { status: 200, contentType: 'application/json', body: '{' });
    expect(await t.outcome(presentation)).toBe(wrong);
  });

  it('refuses a kid the issuer does not publish, and a signature by another key under a published kid', async () => {
    const t = testIssuer();
    expect(await t.outcome(t.bind(t.credential({ header: { kid: 'not-published' } })))).toBe(
      'unknown-kid: the signing key is not published',
    );
    expect(await t.outcome(t.bind(t.credential({ header: { kid: undefined } })))).toBe(
      'unknown-kid: the signing key is not published',
    );
    const forged = t.credential({ key: keyPair('issuer-kid-1') });
    expect(await t.reason(t.bind(forged))).toBe('signature');
  });

  it('uses whichever published key the header names', async () => {
    const t = testIssuer();
    const second = keyPair('issuer-kid-2');
    t.serveMetadata({ issuer: ISSUER, jwks: { keys: [t.issuerKey.publicJwk, second.publicJwk] } });
    const bySecond = t.credential({ header: { kid: 'issuer-kid-2' }, key: second });
    expect(await t.outcome(t.bind(bySecond))).toBe('accepted');
    expect(await t.reason(t.bind(t.credential({ header: { kid: 'issuer-kid-2' } })))).toBe('signature');
  });
});

describe('verifyPresentation checks the disclosures (RFC 9901 §7.1, §9.3)', () => {
  it('refuses the same disclosure twice', async () => {
    const t = testIssuer();
    const once = disclosure(salt(), 'number', '95012');
    expect(await t.outcome(t.bind(t.credential({ disclosures: [once], extra: [once] })))).toBe(
      'disclosure-duplicate: a disclosure appears twice',
    );
  });

  it('refuses a disclosure no digest names', async () => {
    const t = testIssuer();
    const foreign = disclosure(salt(), 'board_actions', false);
    expect(await t.outcome(t.bind(t.credential({ extra: [foreign] })))).toBe(
      'disclosure-unreferenced: a disclosure is named by no digest',
    );
    // A digest under another key than _sd, or a non-string in _sd, names nothing.
    const other = disclosure(salt(), 'npi', '1234567893');
    const presentation = t.bind(
      t.credential({ payload: { sd: [digestOf(other)], _sd: [1] }, disclosures: [], extra: [other] }),
    );
    expect(await t.reason(presentation)).toBe('disclosure-unreferenced');
    const inObject = t.bind(
      t.credential({
        payload: { list: [{ '...': 1, x: digestOf(other) }] },
        disclosures: [],
        extra: [other],
      }),
    );
    expect(await t.reason(inObject)).toBe('disclosure-unreferenced');
  });

  it('refuses a salt under 128 bits: 21 base64url characters refused, 22 accepted', async () => {
    const t = testIssuer();
    const withSalt = (value: string) => t.credential({ disclosures: [disclosure(value, 'number', '95012')] });
    expect(await t.outcome(t.bind(withSalt('a'.repeat(21))))).toBe(
      'salt-too-short: a disclosure salt is under 128 bits',
    );
    expect(await t.outcome(t.bind(withSalt('a'.repeat(22))))).toBe('accepted');
  });
});

describe('verifyPresentation checks the credential’s dates', () => {
  it('refuses a credential without exp', async () => {
    const t = testIssuer();
    expect(await t.outcome(t.bind(t.credential({ payload: { exp: undefined } })))).toBe('expired: no exp');
  });

  it('refuses one expired longer ago than the 30 s skew, accepts one within it', async () => {
    const t = testIssuer();
    expect(await t.reason(t.bind(t.credential({ payload: { exp: NOW_S - 31 } })))).toBe('expired');
    expect(await t.outcome(t.bind(t.credential({ payload: { exp: NOW_S - 30 } })))).toBe('accepted');
    expect(await t.reason(t.bind(t.credential({ payload: { exp: NOW_S - 11 } })), { skewSeconds: 10 })).toBe(
      'expired',
    );
  });

  it('refuses one not valid yet (iat or nbf more than the skew ahead)', async () => {
    const t = testIssuer();
    expect(await t.reason(t.bind(t.credential({ payload: { iat: NOW_S + 31 } })))).toBe('not-yet-valid');
    expect(await t.reason(t.bind(t.credential({ payload: { nbf: NOW_S + 31 } })))).toBe('not-yet-valid');
    expect(await t.outcome(t.bind(t.credential({ payload: { nbf: NOW_S + 30 } })))).toBe('accepted');
  });
});

describe('verifyPresentation needs the holder’s key', () => {
  it('refuses a key-binding JWT by another key than cnf.jwk, or a credential without cnf', async () => {
    const t = testIssuer();
    expect(await t.reason(t.bind(t.credential(), { key: keyPair() }))).toBe('signature');
    expect(await t.reason(t.bind(t.credential({ payload: { cnf: undefined } })))).toBe('signature');
    expect(await t.reason(t.bind(t.credential({ payload: { cnf: {} } })))).toBe('signature');
  });

  it('refuses a key-binding JWT the library finds malformed, or whose sd_hash is not of this presentation', async () => {
    const t = testIssuer();
    expect(await t.reason(t.bind(t.credential(), { header: { typ: 'JWT' } }))).toBe('key-binding');
    expect(await t.reason(t.bind(t.credential(), { payload: { sd_hash: 'x' } }))).toBe('key-binding');
  });
});
