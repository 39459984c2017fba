import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#web/test/render-app';
import { profileServer } from './test-profile';

const STATE_LICENSE = { record_type: 'state_license', license_number: 'MD.1', state: 'OH' };
const region = () =>
  screen.findByRole('region', { name: 'Controlled substance (CDS) registrations' }, { timeout: 8000 });

async function fill(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  card: HTMLElement,
  expiration: string,
) {
  await user.type(within(card).getByRole('textbox', { name: /Issuing state board/ }), 'ny');
  await user.type(within(card).getByRole('textbox', { name: /Registration number/ }), 'CDS-778');
  await user.type(within(card).getByRole('textbox', { name: /Issue date/ }), '20240101');
  await user.type(within(card).getByRole('textbox', { name: /^Expiration date/ }), expiration);
}

describe('CDS registrations editor (/personal-information)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('adds a registration to the licenses list, keeping the other records; expiration before issue is refused', async () => {
    const { state } = profileServer({
      'licenses|list': [STATE_LICENSE],
      'licenses|has_no_license_cds': true,
    });
    const { user } = await renderApp('/personal-information');
    const card = await region();
    expect(within(card).getByText('You said you hold no CDS registration.')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Add a CDS registration' }));
    await fill(user, card, '20231231');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    const issue = within(card).getByRole('textbox', { name: /Issue date/ });
    await waitFor(() => expect(issue.getAttribute('aria-invalid')).toBe('true'));
    expect(state.posts).toEqual([]);
    const expiration = within(card).getByRole('textbox', { name: /^Expiration date/ });
    await user.clear(expiration);
    await user.type(expiration, '20260101');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('NY CDS registration CDS-778')).toBeTruthy();
    expect(state.posts).toEqual([
      {
        'licenses|list': [
          STATE_LICENSE,
          {
            record_type: 'cds',
            state: 'NY',
            license_number: 'CDS-778',
            issue_date: '2024-01-01',
            expiration_date: '2026-01-01',
          },
        ],
        'licenses|has_no_license_cds': false,
      },
    ]);
  });

  it('deletes a registration, sending the rest of the list back as it was read', async () => {
    const cds = { record_type: 'cds', license_number: '*****778', state: 'NY', issue_date: '2024-01-01' };
    const { state } = profileServer({ 'licenses|list': [STATE_LICENSE, cds] });
    const { user } = await renderApp('/personal-information');
    const card = await region();
    await user.click(within(card).getByRole('button', { name: 'Delete: NY CDS registration *****778' }));
    expect(await within(card).findByText('The CDS registration is deleted.')).toBeTruthy();
    expect(state.posts).toEqual([{ 'licenses|list': [STATE_LICENSE] }]);
  });

  it('"I do not hold a CDS registration" saves has_no_license_cds', async () => {
    const { state } = profileServer({});
    const { user } = await renderApp('/personal-information');
    const card = await region();
    await user.click(within(card).getByRole('checkbox', { name: 'I do not hold a CDS registration' }));
    await waitFor(() => expect(state.posts).toEqual([{ 'licenses|has_no_license_cds': true }]));
  });
});
