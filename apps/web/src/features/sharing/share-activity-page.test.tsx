import type { Share } from '@credence/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { personalInfoSample } from '#web/test/contract-samples';

// /shares: each share's records to keep (issue 17): the consent receipt as PDF and JSON and the FHIR bundle,
// fetched with the session (not a bare link, which would carry no token) and handed to the browser's download.

const SLOW = { timeout: 8000 };
const ID = '99999999-2222-4333-8444-555555555555';
const SHARE: Share = {
  id: ID,
  subscription_id: '0b9a4d1e-3c2f-4e8a-9b7c-1d2e3f4a5b6c',
  organization: { name: 'Riverside Health', logo: null },
  purpose: 'Credentialing and privileging',
  retention_days: 1095,
  status: 'active',
  shared_at: '2026-11-28T12:00:00.000Z',
  ended_at: null,
  verified_at: '2026-11-28T12:00:00.000Z',
  signature: { full_name: 'Sam Okafor', signed_at: '2026-11-28T12:00:00.000Z' },
  attestations: ['accurate'],
  credentials: [
    {
      credential_id: '11111111-2222-4333-8444-555555555555',
      schema_name: 'rn_license',
      name: 'WI RN license',
      disclosed: ['license_number'],
      omitted: [],
      pending_identity: false,
    },
  ],
  events: [{ kind: 'shared', at: '2026-11-28T12:00:00.000Z', by: null }],
};
const RECEIPT = {
  receipt_id: 'r-1',
  share_id: ID,
  issued_at: '2026-11-28T12:00:00.000Z',
  clinician: { name: 'Sam Okafor' },
  organization: { name: 'Riverside Health', logo: null },
  purpose: 'Credentialing and privileging',
  retention_days: 1095,
  shared_at: '2026-11-28T12:00:00.000Z',
  status: 'active',
  ended_at: null,
  attestations: [{ id: 'accurate', text: 'accurate' }],
  signature: { full_name: 'Sam Okafor', signed_at: '2026-11-28T12:00:00.000Z' },
  credentials: SHARE.credentials,
  binding: { audience: 'did:web:riverside', nonce: 'n' },
  presentations_sha256: 'abc',
};

describe('the records of a share', () => {
  const saved: { blob: Blob; name: string }[] = [];
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    saved.length = 0;
    let last: Blob | null = null;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => ((last = blob), 'blob:x'),
        revokeObjectURL: () => {},
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: last!, name: this.download });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const api = (overrides: Record<string, Response> = {}) =>
    mockFetch({
      'GET /api/personal_info': json({
        data: personalInfoSample({ first_name: 'Sam', last_name: 'Okafor' }),
      }),
      'GET /api/holder_subscriptions': json({ data: [] }),
      'GET /api/presentations': json({ data: [SHARE] }),
      [`GET /api/presentations/${ID}/receipt`]: json({ data: RECEIPT }),
      [`GET /api/presentations/${ID}/receipt.pdf`]: new Response(new Uint8Array([37, 80, 68, 70, 45]), {
        headers: { 'content-type': 'application/pdf' },
      }),
      [`GET /api/presentations/${ID}/fhir`]: new Response('{"resourceType":"Bundle","type":"collection"}', {
        headers: { 'content-type': 'application/fhir+json' },
      }),
      ...overrides,
    });

  it(
    'downloads the receipt as PDF and JSON and the FHIR bundle, with the session',
    { timeout: 20_000 },
    async () => {
      const fetch = api();
      await renderApp('/shares');
      expect(
        await screen.findByRole('heading', { level: 3, name: 'Records of this share' }, SLOW),
      ).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Consent receipt (PDF)' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]!.name).toBe(`consent-receipt-${ID}.pdf`);
      expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(
        new Uint8Array([37, 80, 68, 70, 45]),
      );
      const [pdfCall] = callsTo(fetch, `GET /api/presentations/${ID}/receipt.pdf`);
      expect(new Headers(pdfCall!.headers).get('authorization')).toMatch(/^Bearer /);

      fireEvent.click(screen.getByRole('button', { name: 'Consent receipt (JSON)' }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(saved[1]!.name).toBe(`consent-receipt-${ID}.json`);
      expect(JSON.parse(await saved[1]!.blob.text())).toMatchObject({
        share_id: ID,
        binding: { nonce: 'n' },
      });

      fireEvent.click(screen.getByRole('button', { name: 'FHIR R4 bundle' }));
      await waitFor(() => expect(saved).toHaveLength(3));
      expect(saved[2]!.name).toBe(`shared-profile-${ID}.fhir.json`);
      expect(JSON.parse(await saved[2]!.blob.text())).toEqual({ resourceType: 'Bundle', type: 'collection' });
    },
  );

  it('says so when a download fails, and saves nothing', { timeout: 20_000 }, async () => {
    api({ [`GET /api/presentations/${ID}/fhir`]: apiError(404, 'request.not-found') });
    await renderApp('/shares');
    fireEvent.click(await screen.findByRole('button', { name: 'FHIR R4 bundle' }, SLOW));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});
