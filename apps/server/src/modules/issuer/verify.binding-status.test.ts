import { describe, expect, it } from 'vitest';
import { statusListCache } from './verify';
import { AUDIENCE, IDX, keyPair, LIST_URI, NOW, NOW_S, testIssuer } from './verify-test-support';

// verifyPresentation's checks of the key-binding JWT and of the status list (credentials.md §2, decision 036).

describe('verifyPresentation checks the key binding', () => {
  it('refuses a presentation without a key-binding JWT', async () => {
    const t = testIssuer();
    expect(await t.outcome(t.credential())).toBe('key-binding-missing: no key-binding JWT');
  });

  it('refuses another audience and another nonce', async () => {
    const t = testIssuer();
    expect(await t.outcome(t.bind(t.credential(), { payload: { aud: `${AUDIENCE}-x` } }))).toBe(
      'audience: key-binding aud is not ours',
    );
    expect(await t.outcome(t.bind(t.credential(), { payload: { nonce: 'another' } }))).toBe(
      'nonce: key-binding nonce is not ours',
    );
  });

  it('refuses an empty nonce (the library then skips the key binding)', async () => {
    const t = testIssuer();
    expect(await t.outcome(t.bind(t.credential(), { payload: { nonce: '' } }), { nonce: '' })).toBe(
      'key-binding-missing: no key binding verified',
    );
  });

  it('refuses a key-binding JWT older than 300 s or more than 30 s ahead, or without iat', async () => {
    const t = testIssuer();
    const stale = 'key-binding-stale: key-binding JWT is stale';
    const at = (iat: unknown, more = {}) => t.outcome(t.bind(t.credential(), { payload: { iat } }), more);
    expect(await at(NOW_S - 300)).toBe('accepted');
    expect(await at(NOW_S - 301)).toBe(stale);
    expect(await at(NOW_S + 30)).toBe('accepted');
    expect(await at(NOW_S + 31)).toBe(stale);
    expect(await at(undefined)).toBe(stale);
    expect(await at(String(NOW_S))).toBe(stale);
    expect(await at(NOW_S - 600, { maxKeyBindingAgeSeconds: 600 })).toBe('accepted');
    expect(await at(NOW_S - 601, { maxKeyBindingAgeSeconds: 600 })).toBe(stale);
    expect(await at(NOW_S + 10, { skewSeconds: 10 })).toBe('accepted');
    expect(await at(NOW_S + 11, { skewSeconds: 10 })).toBe(stale);
  });
});

describe('verifyPresentation checks the status', () => {
  it('refuses a credential with no status list entry (uri a string, idx a number)', async () => {
    const t = testIssuer();
    const missing = 'status-missing: no status list entry';
    const withStatus = (status: unknown) => t.outcome(t.bind(t.credential({ payload: { status } })));
    expect(await withStatus(undefined)).toBe(missing);
    expect(await withStatus({})).toBe(missing);
    expect(await withStatus({ status_list: { idx: IDX } })).toBe(missing);
    expect(await withStatus({ status_list: { uri: 7, idx: IDX } })).toBe(missing);
    expect(await withStatus({ status_list: { uri: LIST_URI } })).toBe(missing);
    expect(await withStatus({ status_list: { uri: LIST_URI, idx: String(IDX) } })).toBe(missing);
  });

  it('reads the entry: 1 revoked, 2 suspended, 3 unknown, 0 valid', async () => {
    const t = testIssuer();
    const presentation = t.bind(t.credential());
    t.serveList(t.statusList(1));
    expect(await t.outcome(presentation)).toBe('status-invalid: the credential is revoked');
    t.serveList(t.statusList(2));
    expect(await t.outcome(presentation)).toBe('status-suspended: the credential is suspended');
    t.serveList(t.statusList(3));
    expect(await t.outcome(presentation)).toBe('status-invalid: unknown status');
    t.serveList(t.statusList(0));
    expect(await t.outcome(presentation)).toBe('accepted');
  });

  it('fetches no status list outside the issuer’s origin', async () => {
    const t = testIssuer();
    for (const uri of ['https://evil.example/status-lists/list-0001', 'not a url']) {
      const presentation = t.bind(t.credential({ payload: { status: { status_list: { uri, idx: IDX } } } }));
      expect(await t.outcome(presentation)).toBe('status-list: status list outside the issuer');
    }
    expect(t.fetched.filter((line) => line.includes('status'))).toEqual([]);
  });

  it('refuses a list unreachable, not 200, or not served as application/statuslist+jwt', async () => {
    const t = testIssuer();
    const presentation = t.bind(t.credential());
    const served = 'status-list: status list not served as application/statuslist+jwt';
    t.documents.set(LIST_URI, new Error('timeout'));
    expect(await t.outcome(presentation)).toBe('status-list: status list unreachable: Error: timeout');
    t.serveList(t.statusList(), 'application/statuslist+jwt', 404);
    expect(await t.outcome(presentation)).toBe(served);
    t.serveList(t.statusList(), 'application/jwt');
    expect(await t.outcome(presentation)).toBe(served);
    t.serveList(t.statusList(), 'application/statuslist+jwt; charset=utf-8');
    expect(await t.outcome(presentation)).toBe('accepted');
  });

  it('refuses a list whose typ is not statuslist+jwt or whose sub is not its URL', async () => {
    const t = testIssuer();
    const presentation = t.bind(t.credential());
    t.serveList(t.statusList(0, { header: { typ: 'JWT' } }));
    expect(await t.outcome(presentation)).toBe('status-list: status list typ');
    t.serveList(t.statusList(0, { payload: { sub: `${LIST_URI}2` } }));
    expect(await t.outcome(presentation)).toBe('status-list: status list sub is not its URL');
    t.serveList('not-a-jwt');
    expect(await t.outcome(presentation)).toBe('malformed: not a compact JWT');
  });

  it('refuses a list expired longer ago than the skew (30 s), accepts one within it', async () => {
    const t = testIssuer();
    const presentation = t.bind(t.credential());
    t.serveList(t.statusList(0, { payload: { exp: NOW_S - 31 } }));
    expect(await t.outcome(presentation)).toBe('status-list: status list expired');
    t.serveList(t.statusList(0, { payload: { exp: NOW_S - 30 } }));
    expect(await t.outcome(presentation)).toBe('accepted');
    t.serveList(t.statusList(0, { payload: { exp: NOW_S - 11 } }));
    expect(await t.outcome(presentation, { skewSeconds: 10 })).toBe('status-list: status list expired');
  });

  it('refuses a list signed by a key the issuer does not publish', async () => {
    const t = testIssuer();
    t.serveList(t.statusList(0, { key: keyPair('issuer-kid-1') }));
    expect(await t.reason(t.bind(t.credential()))).toBe('status-list');
    t.serveList(t.statusList(0, { key: keyPair('unpublished') }));
    expect(await t.reason(t.bind(t.credential()))).toBe('status-list');
  });
});

describe('the status-list cache', () => {
  it('keeps a list for its ttl: a revocation shows once the ttl has passed', async () => {
    const t = testIssuer();
    const cache = statusListCache();
    const presentation = t.bind(t.credential());
    t.serveList(t.statusList(0, { payload: { ttl: 60 } }));
    expect(await t.outcome(presentation, { cache })).toBe('accepted');
    t.serveList(t.statusList(1));
    expect(await t.outcome(presentation, { cache })).toBe('accepted');
    expect(t.fetched.filter((line) => line.includes(LIST_URI))).toHaveLength(1);
    // Key binding 59 s and 60 s later (the JWT's iat moves with the clock).
    const later = (seconds: number) => ({
      cache,
      now: new Date(NOW.getTime() + seconds * 1000),
    });
    const boundAt = (seconds: number) => t.bind(t.credential(), { payload: { iat: NOW_S + seconds } });
    expect(await t.outcome(boundAt(59), later(59))).toBe('accepted');
    expect(await t.outcome(boundAt(60), later(60))).toBe('status-invalid: the credential is revoked');
  });

  it('does not keep a list without ttl', async () => {
    const t = testIssuer();
    const cache = statusListCache();
    const presentation = t.bind(t.credential());
    t.serveList(t.statusList(0, { payload: { ttl: undefined } }));
    expect(await t.outcome(presentation, { cache })).toBe('accepted');
    t.serveList(t.statusList(1));
    expect(await t.outcome(presentation, { cache })).toBe('status-invalid: the credential is revoked');
  });

  it('keeps an entry until its ttl, at most 10 minutes (600 s), and by URL', () => {
    const cache = statusListCache();
    const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
    cache.put('https://a.example/1', 'token-a', 3600, NOW);
    expect(cache.get('https://a.example/1', at(599))).toBe('token-a');
    expect(cache.get('https://a.example/1', at(600))).toBeUndefined();
    expect(cache.get('https://a.example/2', NOW)).toBeUndefined();
    const short = statusListCache(30);
    short.put('https://a.example/1', 'token-b', 60, NOW);
    expect(short.get('https://a.example/1', at(29))).toBe('token-b');
    expect(short.get('https://a.example/1', at(30))).toBeUndefined();
  });

  it('is not used for a list outside the issuer', async () => {
    const t = testIssuer();
    const cache = statusListCache();
    const outside = 'https://evil.example/status-lists/list-0001';
    cache.put(outside, t.statusList(0), 600, NOW);
    const presentation = t.bind(
      t.credential({ payload: { status: { status_list: { uri: outside, idx: IDX } } } }),
    );
    expect(await t.outcome(presentation, { cache })).toBe('status-list: status list outside the issuer');
  });
});
