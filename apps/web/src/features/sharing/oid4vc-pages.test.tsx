import type { CredentialOffer, Oid4vpRequest, VerifierPresentation } from '@credence/shared';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch, type Handler } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { personalInfoSample } from '#web/test/contract-samples';

// Decision 054: the OpenID4VCI offer page (QR code and link) and the consent for an OpenID4VP request (the
// share's screens, the over-asking warning, "not a subscribed organization", an optional claim left out).

const SLOW = { timeout: 8000 };
const LICENSE = '11111111-2222-4333-8444-555555555555';
const LINK = 'client_id=redirect_uri%3Ahttps%3A%2F%2Fverifier.example%2Fcb&nonce=abc';

const offer: CredentialOffer = {
  offer_uri: 'openid-credential-offer://?credential_offer=%7B%22credential_issuer%22%3A%22x%22%7D',
  credential: { id: LICENSE, name: 'WI RN license', schema_name: 'rn_license' },
  expires_at: new Date(Date.now() + 300_000).toISOString(),
};

const request = (subscribed: boolean): Oid4vpRequest => ({
  verifier: {
    client_id: 'redirect_uri:https://verifier.example/cb',
    name: 'Lakeside verifier',
    response_host: 'verifier.example',
    organization: subscribed ? 'Lakeside Hospital' : null,
  },
  organization: { name: subscribed ? 'Lakeside Hospital' : 'Lakeside verifier', logo: null },
  purpose: 'Not stated by the verifier',
  retention_days: 0,
  credentials: [
    {
      id: LICENSE,
      query_id: 'license',
      schema_name: 'rn_license',
      name: 'WI RN license',
      status: 'added',
      pending_identity: false,
      fields: [
        { name: 'state', value: 'WI', disclosure: 'always' },
        { name: 'license_number', value: 'RN-1', disclosure: 'required' },
        { name: 'first_name', value: 'Sam', disclosure: 'optional' },
      ],
    },
  ],
  over_asking: subscribed
    ? [{ type: 'rn_license', whole_credential: false, fields: ['first_name'] }]
    : [{ type: 'rn_license', whole_credential: true, fields: ['license_number', 'first_name'] }],
  attestations: ['accurate', 'authorize', 'notify-changes'],
  adopted_signature: null,
});

const presented: VerifierPresentation = {
  id: '99999999-2222-4333-8444-555555555555',
  verifier: {
    client_id: 'redirect_uri:https://verifier.example/cb',
    name: 'Lakeside verifier',
    organization: null,
  },
  presented_at: '2026-11-28T12:00:00.000Z',
  credentials: [
    {
      credential_id: LICENSE,
      schema_name: 'rn_license',
      name: 'WI RN license',
      disclosed: ['state', 'license_number'],
      omitted: ['first_name'],
    },
  ],
  redirect_uri: null,
};

function api(overrides: Record<string, Handler | Response> = {}) {
  return mockFetch({
    'GET /api/personal_info': json({ data: personalInfoSample({ first_name: 'Sam', last_name: 'Okafor' }) }),
    'GET /api/holder_subscriptions': json({ data: [] }),
    ...overrides,
  });
}

describe('OpenID4VC pages', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it(
    'the offer page starts an offer and shows its QR code, link and expiry',
    { timeout: 20_000 },
    async () => {
      const fetch = api({ 'POST /api/credential_offers': json({ data: offer }, 201) });
      await renderApp(`/wallet-offer/${LICENSE}`);
      const qr = await screen.findByRole('img', { name: 'QR code of the offer of WI RN license' }, SLOW);
      expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      expect(screen.getByRole('link', { name: 'Open in my wallet app' }).getAttribute('href')).toBe(
        offer.offer_uri,
      );
      expect(screen.getByText(/This offer works once and expires at/)).toBeTruthy();
      const [post] = callsTo(fetch, 'POST /api/credential_offers');
      expect(JSON.parse(String(post!.body))).toEqual({ id: LICENSE });
    },
  );

  it(
    'a request from an unsubscribed verifier says so and flags everything; an optional claim is left out',
    { timeout: 30_000 },
    async () => {
      const fetch = api({
        'POST /api/oid4vp/requests': json({ data: request(false) }),
        'POST /api/oid4vp/responses': json({ data: presented }, 201),
      });
      await renderApp(`/present?${LINK}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Present to Lakeside verifier' }, SLOW),
      ).toBeTruthy();
      expect(screen.getByText(/Lakeside verifier is not a subscribed organization/)).toBeTruthy();
      expect(screen.getByText('This request asks for more than Lakeside verifier requires')).toBeTruthy();
      expect(screen.getByText('Your answer is sent to verifier.example.')).toBeTruthy();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Share First name: Sam' }));
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      for (const box of await screen.findAllByRole('checkbox')) fireEvent.click(box);
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Sam Okafor' } });
      fireEvent.click(
        screen.getByRole('checkbox', { name: 'I have read the attestation and sign it with my full name.' }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Share with Lakeside verifier' }));
      expect(await screen.findByText('Your presentation was sent to Lakeside verifier.')).toBeTruthy();
      const [post] = callsTo(fetch, 'POST /api/oid4vp/responses');
      expect(JSON.parse(String(post!.body))).toEqual({
        request: LINK,
        omit: { [LICENSE]: ['first_name'] },
        attestations: { accurate: true, authorize: true, 'notify-changes': true },
        signature: { full_name: 'Sam Okafor', confirmed: true },
      });
    },
  );

  it('a subscribed organization’s request names only the extra fields', { timeout: 20_000 }, async () => {
    api({ 'POST /api/oid4vp/requests': json({ data: request(true) }) });
    await renderApp(`/present?${LINK}`);
    expect(
      await screen.findByText('This request asks for more than Lakeside Hospital requires', {}, SLOW),
    ).toBeTruthy();
    expect(screen.queryByText(/is not a subscribed organization/)).toBeNull();
    expect(screen.getByText(/: First name$/)).toBeTruthy();
  });
});
