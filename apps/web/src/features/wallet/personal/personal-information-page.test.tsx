import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, json } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { walletApi } from '../test/wallet-api';

const PROFILE = {
  'basic_info|first_name': 'Ada',
  'basic_info|last_name': 'Lovelace',
  'basic_info|social_security': '***-**-6789',
  'address|line_1': '12 Main Street',
  'address|city': 'Columbus',
  'licenses|list': [{ record_type: 'rn_license', license_number: 'RN.123', state: 'OH' }],
  'status|enrollment_status': 'finished',
};

describe('/personal-information', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the self-attested profile section by section, without the app’s own bookkeeping', async () => {
    walletApi([], { 'GET /api/self_attested': json({ data: PROFILE }) });
    await renderApp('/personal-information');
    const about = await screen.findByRole('region', { name: 'About you' }, { timeout: 8000 });
    expect(within(about).getByText('Social security number').nextElementSibling?.textContent).toBe(
      '***-**-6789',
    );
    expect(
      within(screen.getByRole('region', { name: 'Licenses' })).getByText('rn_license, RN.123, OH'),
    ).toBeTruthy();
    expect(screen.queryByText('finished')).toBeNull();
    // Masked and list values are not typed here: only the typed sections have an edit (the licenses
    // section's own editor adds CDS registrations, editors/cds-editor.tsx).
    expect(
      within(screen.getByRole('region', { name: 'Licenses' })).queryByRole('button', { name: /^Edit/ }),
    ).toBeNull();
  });

  it('edits a section and sends only what changed; a 400’s details land on their field', async () => {
    let fail = true;
    const { fetch } = walletApi([], {
      'GET /api/self_attested': json({ data: PROFILE }),
      'POST /api/self_attested': () =>
        fail
          ? json(
              {
                error: {
                  code: 'request.invalid',
                  message: 'Bad Request',
                  details: [{ path: 'address|line_1', message: 'address.number-required' }],
                },
              },
              400,
            )
          : json({ data: { 'address|line_1': '14 Main Street' } }),
    });
    const { user } = await renderApp('/personal-information');
    const address = await screen.findByRole('region', { name: 'Home address' }, { timeout: 8000 });
    await user.click(within(address).getByRole('button', { name: 'Edit: Home address' }));
    const line = within(address).getByRole('textbox', { name: 'Address line 1' });
    await user.clear(line);
    await user.type(line, 'Main Street');
    await user.click(within(address).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(line.getAttribute('aria-invalid')).toBe('true'));
    fail = false;
    await user.clear(line);
    await user.type(line, '14 Main Street');
    await user.click(within(address).getByRole('button', { name: 'Save' }));
    expect(await within(address).findByText('Your changes are saved.')).toBeTruthy();
    const bodies = callsTo(fetch, 'POST /api/self_attested').map((call) => JSON.parse(String(call.body)));
    expect(bodies.at(-1)).toEqual({ data: { 'address|line_1': '14 Main Street' } });
  });

  it('shows a section’s history of changes when opened: when, what changed, by whom; read only then', async () => {
    const { fetch } = walletApi([], {
      'GET /api/self_attested': json({ data: PROFILE }),
      'GET /api/self_attested/history': json({
        data: {
          section: 'address',
          changes: [
            {
              key: 'address|city',
              field: 'city',
              changed_at: '2026-11-26T09:00:00.000Z',
              changed_by: 'source',
              previous_value: 'Columbas',
              value: 'Columbus',
            },
            {
              key: 'address|line_1',
              field: 'line_1',
              changed_at: '2026-11-24T09:00:00.000Z',
              changed_by: 'clinician',
              previous_value: null,
              value: '12 Main Street',
            },
          ],
        },
      }),
    });
    const { user } = await renderApp('/personal-information');
    const address = await screen.findByRole('region', { name: 'Home address' }, { timeout: 8000 });
    expect(callsTo(fetch, 'GET /api/self_attested/history')).toHaveLength(0);
    await user.click(within(address).getByText('History of changes'));
    const list = await within(address).findByRole('list', { name: 'Changes to Home address, newest first' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '26 Nov 2026 City: Columbas → Columbus (from a verified source)',
      '24 Nov 2026 Address line 1: Not given → 12 Main Street (by you)',
    ]);
    const calls = callsTo(fetch, 'GET /api/self_attested/history');
    expect(calls).toHaveLength(1);
    expect(String(calls[0]?.url)).toContain('section=address');
  });

  it('says so when the profile cannot be read', async () => {
    walletApi([], { 'GET /api/self_attested': apiError(500, 'internal-error') });
    await renderApp('/personal-information');
    expect(
      await screen.findByText(/could not load your personal information/, {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
