import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '#web/test/fetch';
import { credentialSample } from '#web/test/contract-samples';
import { renderApp } from '#web/test/render-app';
import { walletApi } from '../test/wallet-api';
import { exportDocument } from './your-data-page';

const AFFILIATIONS = {
  affiliations: [{ id: 'a1', institution: 'Mercy Hospital' }],
  answer: 'yes',
  incomplete_ids: [],
  complete: true,
  config: { reference_required: false, look_back_years: 5 },
};

function api() {
  return walletApi([credentialSample({ name: 'NPI 1234567893' })], {
    'GET /api/self_attested': json({ data: { 'basic_info|first_name': 'Ada' } }),
    'GET /api/holder_profile': json({ data: { profile: [], app_req_meta: { app_req: null, flags: [] } } }),
    'GET /api/verifications': json({ data: { verifications: [] } }),
    'GET /api/affiliations': json({ data: AFFILIATIONS }),
  });
}

describe('/your-data', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows everything held by section and downloads all of it as JSON', async () => {
    api();
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'),
        revokeObjectURL: () => {},
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await renderApp('/your-data');
    expect(await screen.findByRole('region', { name: 'Your profile' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('NPI 1234567893: Added to wallet')).toBeTruthy();
    expect(screen.getByText('Mercy Hospital')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download all my data (JSON)' }));
    expect(click).toHaveBeenCalled();
    const document_ = JSON.parse(await (created[0] as Blob).text());
    expect(Object.keys(document_)).toEqual([
      'exported_at',
      'profile',
      'credentials',
      'verifications',
      'affiliations',
      'organizations',
    ]);
    expect(document_.profile).toEqual({ 'basic_info|first_name': 'Ada' });
    expect(document_.credentials.credentials[0].name).toBe('NPI 1234567893');
  });

  it('opens at the section its hash names', async () => {
    api();
    await renderApp('/your-data/affiliations');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Hospital affiliations'), {
      timeout: 8000,
    });
  });

  it('dates the export', () => {
    const at = new Date('2026-11-25T12:00:00Z');
    expect(
      exportDocument({ profile: 1, credentials: 2, verifications: 3, affiliations: 4, organizations: 5 }, at)
        .exported_at,
    ).toBe('2026-11-25T12:00:00.000Z');
  });
});
