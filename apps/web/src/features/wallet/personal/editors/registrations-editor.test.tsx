import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#web/test/render-app';
import { profileServer } from './test-profile';

const OPT_OUT_CHECK = {
  id: 'v1',
  source: 'medicare_optout',
  status: 'verified',
  method: 'primary_source',
  reason: null,
  evidence: {
    snapshot: { origin: 'sample:optout.csv', sha256: 'ab', fetchedAt: '2026-11-02T08:00:00Z' },
    row: null,
  },
  expirations: [],
  job_id: null,
  checked_at: '2026-11-03T08:00:00Z',
  manual_entry: false,
};

const region = () => screen.findByRole('region', { name: 'Registrations' }, { timeout: 8000 });

describe('registrations editor (/personal-information)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('saves Medicare participation with its number; a participation without a number is refused first', async () => {
    const { state } = profileServer({});
    const { user } = await renderApp('/personal-information');
    const card = await region();
    await user.click(within(card).getByRole('button', { name: 'Edit: Registrations' }));
    const medicare = within(card).getByRole('group', { name: /Do you participate in Medicare/ });
    await user.click(within(medicare).getByRole('radio', { name: 'Yes' }));
    const medicaid = within(card).getByRole('group', { name: /Do you participate in Medicaid/ });
    await user.click(within(medicaid).getByRole('radio', { name: 'No' }));
    const optOut = within(card).getByRole('group', { name: /opted out of Medicare/ });
    await user.click(within(optOut).getByRole('radio', { name: 'No' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    const number = within(card).getByRole('textbox', { name: /Medicare number/ });
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(state.posts).toEqual([]);
    await user.type(number, 'ab-123');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Your changes are saved.')).toBeTruthy();
    expect(state.posts).toEqual([
      {
        'registrations|medicare_participation': true,
        'registrations|medicare_number': 'AB-123',
        'registrations|medicaid_participation': false,
        'registrations|medicaid_number': '',
        'registrations|medicare_opt_out': false,
      },
    ]);
    expect(await within(card).findByText('AB-123')).toBeTruthy();
  });

  it('puts a 400 detail of the server on its field', async () => {
    const { state } = profileServer({
      'registrations|medicare_participation': false,
      'registrations|medicaid_participation': false,
      'registrations|medicare_opt_out': false,
    });
    state.refuse = [{ path: 'data.registrations|medicaid_number', message: 'registrations.number-invalid' }];
    const { user } = await renderApp('/personal-information');
    const card = await region();
    await user.click(within(card).getByRole('button', { name: 'Edit: Registrations' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    const number = within(card).getByRole('textbox', { name: /Medicaid number/ });
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
  });

  it('shows what the CMS opt-out file says of the NPI, with the file’s date', async () => {
    profileServer({ 'identifiers|nppes_number': '1234567893' }, [OPT_OUT_CHECK]);
    await renderApp('/personal-information');
    const card = await region();
    expect(await within(card).findByText('Your NPI is not on the CMS Medicare opt-out file.')).toBeTruthy();
    expect(within(card).getByText('As of the file of 2026-11-02.')).toBeTruthy();
  });

  it('without an NPI, asks for one instead of a finding', async () => {
    profileServer({}, [OPT_OUT_CHECK]);
    await renderApp('/personal-information');
    const card = await region();
    expect(within(card).getByText(/Add your NPI number/)).toBeTruthy();
    expect(within(card).queryByText(/As of the file/)).toBeNull();
  });
});
