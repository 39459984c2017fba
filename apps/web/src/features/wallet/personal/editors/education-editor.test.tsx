import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#web/test/render-app';
import { profileServer } from './test-profile';

// The education card of /personal-information (decision 049): "I have no education to list", the ECFMG
// number (7 or 8 digits, 001 §5), saved in one POST /api/self_attested; the server's refusal is shown at its
// field; a saved school is listed.

const region = () => screen.findByRole('region', { name: 'Education' }, { timeout: 8000 });

describe('education editor (/personal-information)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('refuses a 6-digit ECFMG number, then saves "no education" with a 7-digit one', async () => {
    const { state } = profileServer({});
    const { user } = await renderApp('/personal-information');
    const card = await region();
    await user.click(within(card).getByRole('button', { name: /Edit/ }));
    await user.click(within(card).getByRole('checkbox', { name: 'I have no education to list' }));
    const ecfmg = within(card).getByRole('textbox', { name: /ECFMG number/ });
    await user.type(ecfmg, '123456');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(ecfmg.getAttribute('aria-invalid')).toBe('true'));
    expect(within(card).getAllByText('ECFMG number must be 7 or 8 digits.').length).toBeGreaterThan(0);
    expect(state.posts).toEqual([]);
    await user.type(ecfmg, '7');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.posts).toHaveLength(1));
    expect(state.posts[0]).toEqual({
      'education|list': [],
      'education|attested_none': true,
      'basic_info|ecfmg_number': '1234567',
    });
    expect(await within(card).findByText('Your changes are saved.')).toBeTruthy();
  });

  it('shows the server’s refusal at its field and keeps the form open', async () => {
    const { state } = profileServer({});
    state.refuse = [{ path: 'data.basic_info|ecfmg_number', message: 'validation.ecfmg-invalid' }];
    const { user } = await renderApp('/personal-information');
    const card = await region();
    await user.click(within(card).getByRole('button', { name: /Edit/ }));
    await user.click(within(card).getByRole('checkbox', { name: 'I have no education to list' }));
    const ecfmg = within(card).getByRole('textbox', { name: /ECFMG number/ });
    await user.type(ecfmg, '12345678');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(ecfmg.getAttribute('aria-invalid')).toBe('true'));
    expect(within(card).getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
