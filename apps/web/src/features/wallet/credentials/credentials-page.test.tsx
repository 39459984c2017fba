import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json } from '#web/test/fetch';
import { credentialSample } from '#web/test/contract-samples';
import { renderApp } from '#web/test/render-app';
import { walletApi } from '../test/wallet-api';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const card = (name: string) => screen.getByRole('article', { name });

describe('/credentials', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('groups credentials by category: reviewed board certification under training, DEA and CDS under controlled', async () => {
    walletApi([
      credentialSample({ name: 'NPI 1234567893' }),
      credentialSample({
        schema_name: 'board_certification',
        category: 'certifications',
        name: 'ANCC Family NP',
        fields: { board_name: 'ANCC' },
      }),
      credentialSample({
        schema_name: 'dea',
        category: 'other',
        name: 'DEA AB1234563',
        fields: { dea: 'AB1234563' },
      }),
      credentialSample({
        schema_name: 'cds',
        category: 'licenses',
        name: 'Ohio CDS',
        fields: { license_number: 'C-1' },
      }),
      credentialSample({ name: 'An offer', status: 'offered' }),
    ]);
    await renderApp('/credentials');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your credentials' }, { timeout: 8000 }),
    ).toBeTruthy();
    const region = (name: string) => screen.getByRole('region', { name });
    await waitFor(() => expect(region('Identity')).toBeTruthy());
    expect(within(region('Training')).getByRole('heading', { name: 'ANCC Family NP' })).toBeTruthy();
    const controlled = region('Controlled substances');
    expect(
      within(controlled)
        .getAllByRole('article')
        .map((item) => item.getAttribute('aria-labelledby') && item.querySelector('h3')?.textContent),
    ).toEqual(['DEA AB1234563', 'Ohio CDS']);
    // The offer waits on the review page, not here.
    expect(screen.queryByRole('article', { name: 'An offer' })).toBeNull();
    expect(
      screen
        .getByRole('link', { name: 'New information is waiting for your review (1)' })
        .getAttribute('href'),
    ).toBe('/verified-source-review');
  });

  it('shows each state as an icon and a word, with how old the verification is', async () => {
    walletApi([
      credentialSample({
        name: 'Verified one',
        verified_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      }),
      credentialSample({ name: 'Expiring one', expires_on: inDays(30) }),
      credentialSample({ name: 'Expired one', status: 'expired' }),
      credentialSample({ name: 'Revoked one', status: 'revoked' }),
      credentialSample({ name: 'Suspended one', status: 'suspended' }),
      credentialSample({ name: 'Review one', needs_review: true }),
      credentialSample({ name: 'Pending one', status: 'pending_verification', awaiting_identity: true }),
      credentialSample({
        name: 'Attested one',
        evidence: {
          source: 'dea',
          origin: 'attested',
          method: 'attested',
          checked_at: '2026-11-24T10:00:00.000Z',
          verification_id: null,
        },
      }),
    ]);
    await renderApp('/credentials');
    await screen.findByRole('article', { name: 'Verified one' }, { timeout: 8000 });
    const badge = (name: string) => card(name).querySelector('.status-badge');
    expect(badge('Verified one')?.textContent).toBe('Verified');
    expect(badge('Verified one')?.querySelector('svg')).toBeTruthy();
    expect(within(card('Verified one')).getByText('Verified 3 days ago')).toBeTruthy();
    expect(within(card('Verified one')).getByText('From NPPES, checked 24 Nov 2026')).toBeTruthy();
    expect(badge('Expiring one')?.textContent).toBe('Expires in 30 days');
    expect(badge('Expired one')?.textContent).toBe('Expired');
    expect(badge('Revoked one')?.textContent).toBe('Revoked');
    expect(badge('Suspended one')?.textContent).toBe('Suspended');
    expect(badge('Review one')?.textContent).toBe('Needs review');
    expect(badge('Pending one')?.textContent).toBe('Pending verification');
    expect(within(card('Pending one')).getByText(/Pending identity approval/)).toBeTruthy();
    // Only the clinician's word: never "Verified".
    expect(badge('Attested one')?.textContent).toBe('Self-attested, not verified');
    expect(
      within(card('Attested one')).getByText(
        'No primary source could confirm it: it stands on your own statement.',
      ),
    ).toBeTruthy();
  });

  it('offers re-verification for expired and revoked credentials, which cannot be shared', async () => {
    const revoked = credentialSample({
      name: 'Revoked one',
      status: 'revoked',
      schema_name: 'state_license',
      fields: {},
    });
    const { fetch } = walletApi(
      [
        credentialSample({ name: 'Expired one', status: 'expired' }),
        revoked,
        credentialSample({ name: 'Fine one' }),
      ],
      {
        'POST /api/request_cred': json({ data: { job_id: 'j1', source: 'nppes', status: 'pending' } }, 202),
      },
    );
    const { user } = await renderApp('/credentials');
    await screen.findByRole('article', { name: 'Expired one' }, { timeout: 8000 });
    for (const name of ['Expired one', 'Revoked one'])
      expect(
        within(card(name)).getByText('This credential cannot be shared until it is verified again.'),
      ).toBeTruthy();
    expect(within(card('Fine one')).queryByRole('button', { name: /Request re-verification/ })).toBeNull();
    expect(within(card('Fine one')).queryByText(/cannot be shared/)).toBeNull();
    await user.click(
      within(card('Revoked one')).getByRole('button', { name: 'Request re-verification: Revoked one' }),
    );
    expect(await within(card('Revoked one')).findByText(/Re-verification requested/)).toBeTruthy();
    const [call] = callsTo(fetch, 'POST /api/request_cred');
    expect(JSON.parse(String(call?.body))).toEqual({ id: revoked.id });
    // An expired or revoked credential offers no correction.
    expect(within(card('Expired one')).queryByRole('button', { name: /Suggest a correction/ })).toBeNull();
  });

  it('shows the read-only form of each credential, and sends a correction as a dispute', async () => {
    const license = credentialSample({
      name: 'Ohio RN 123',
      schema_name: 'rn_license',
      category: 'licenses',
      fields: {
        license_board: 'Ohio Board of Nursing',
        license_number: 'RN.123',
        license_status: 'Active',
        board_actions: 'False',
      },
    });
    const { fetch } = walletApi([license], {
      'DELETE /api/credential': json({ data: { id: license.id, status: 'disputed', job_id: 'j2' } }),
    });
    const { user } = await renderApp('/credentials');
    const item = await screen.findByRole('article', { name: 'Ohio RN 123' }, { timeout: 8000 });
    expect(within(item).getByText('Board actions').nextElementSibling?.textContent).toBe('No');
    await user.click(within(item).getByRole('button', { name: 'Suggest a correction: Ohio RN 123' }));
    const status = within(item).getByRole('textbox', { name: 'License status' });
    await user.clear(status);
    await user.type(status, 'Inactive');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetch, 'DELETE /api/credential')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetch, 'DELETE /api/credential')[0]?.body));
    expect(body).toEqual({
      id: license.id,
      action: 'dispute',
      reason: 'The clinician corrected these values:\nLicense status: "Active" → "Inactive"',
    });
  });

  it('shows an exclusion credential with the spec’s wording', async () => {
    walletApi([
      credentialSample({
        schema_name: 'odm',
        category: 'exclusions',
        name: 'New York Medicaid exclusion',
        fields: { exclusions: [] },
      }),
      credentialSample({
        schema_name: 'sam',
        category: 'exclusions',
        name: 'SAM exclusions',
        fields: { exclusions: ['LOVELACE, ADA'] },
      }),
    ]);
    await renderApp('/credentials');
    const odm = await screen.findByRole(
      'article',
      { name: 'New York Medicaid exclusion' },
      { timeout: 8000 },
    );
    expect(within(odm).getByText('You are not suspended from the New York Medicaid program.')).toBeTruthy();
    expect(
      within(card('SAM exclusions')).getByText('You are excluded from the federal contracting system (SAM).'),
    ).toBeTruthy();
  });
});
