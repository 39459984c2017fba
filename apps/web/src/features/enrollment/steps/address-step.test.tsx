import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '#web/test/fetch';
import type { Handler } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { NP_ANSWERS, fakeEnrollmentServer } from '../test/fake-server';

const ADDRESS_KEYS = ['address|line_1', 'address|city', 'address|state', 'address|zip'];
const beforeAddress = Object.fromEntries(
  Object.entries(NP_ANSWERS).filter(
    ([key]) => !ADDRESS_KEYS.includes(key) && !key.includes('phone') && !key.includes('mobile'),
  ),
);
const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 8000 });
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

const DETAIL = {
  line_1: '1200 NW Naito Pkwy',
  line_2: 'Apt 4',
  city: 'Portland',
  state: 'OR',
  zip: '97209',
  zip4: '1234',
  country: 'US',
  phone: '',
};

describe('the home address step', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('uses only the latest request’s suggestions, and a chosen one fills every field', async () => {
    // Each look-up waits until the test answers it, so the older one can be made to arrive last.
    const pending = new Map<string, (response: Response) => void>();
    const lookup: Handler = ({ url }) =>
      new Promise<Response>((resolve) => pending.set(url.searchParams.get('q') ?? '', resolve));
    const server = fakeEnrollmentServer(beforeAddress, {
      'GET /api/address': lookup,
      'GET /api/address_detail': ({ url }) =>
        url.searchParams.get('q') === 'p-new' ? json({ data: DETAIL }) : json({ error: {} }, 404),
    });
    const { user } = await renderApp('/enroll/address');
    await heading('Home address');
    const line1 = screen.getByRole('combobox', { name: 'Address line 1' });
    await user.type(line1, '1200 NW');
    await waitFor(() => expect(pending.has('1200 NW')).toBe(true));
    await user.type(line1, ' Na');
    await waitFor(() => expect(pending.has('1200 NW Na')).toBe(true));
    pending.get('1200 NW Na')!(
      json({ data: [{ id: 'p-new', description: '1200 NW Naito Pkwy, Portland, OR' }] }),
    );
    const list = await screen.findByRole('listbox', { name: 'Address suggestions' });
    pending.get('1200 NW')!(
      json({ data: [{ id: 'p-old', description: '1200 NW Everett St, Portland, OR' }] }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1200 NW Naito Pkwy, Portland, OR']);
    // Debounced: two bursts of typing, two look-ups.
    expect(server.fetch.mock.calls.filter(([input]) => String(input).includes('/api/address?'))).toHaveLength(
      2,
    );

    await user.keyboard('{ArrowDown}');
    expect(line1.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option').id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(field('City').value).toBe('Portland'));
    expect(line1).toHaveProperty('value', '1200 NW Naito Pkwy');
    expect(field('Address line 2 (apartment, suite)').value).toBe('Apt 4');
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('OR');
    expect(field('ZIP code').value).toBe('97209');
    expect(field('ZIP+4 extension').value).toBe('1234');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Mobile number');
    expect(server.posts.at(-1)).toEqual({
      'address|line_1': '1200 NW Naito Pkwy',
      'address|line_2': 'Apt 4',
      'address|city': 'Portland',
      'address|state': 'OR',
      'address|zip': '97209',
      'address|zip4': '1234',
    });
  });

  it('keeps what was typed when the address service fails, and refuses a PO box', async () => {
    fakeEnrollmentServer(beforeAddress, {
      'GET /api/address': json({ data: [{ id: 'p-1', description: '12 Harbor Way, Portland, OR' }] }),
      'GET /api/address_detail': json(
        { error: { code: 'lookup.unavailable', message: 'We could not reach the address service.' } },
        503,
      ),
    });
    const { user } = await renderApp('/enroll/address');
    await heading('Home address');
    const line1 = screen.getByRole('combobox', { name: 'Address line 1' });
    await user.type(line1, 'PO Box 12');
    const option = await screen.findByRole('option', { name: '12 Harbor Way, Portland, OR' });
    await user.click(option);
    expect(
      await screen.findByText(
        'We could not reach the address service. You can enter this information yourself.',
      ),
    ).toBeTruthy();
    expect(line1).toHaveProperty('value', 'PO Box 12');
    await user.type(field('City'), 'Portland');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'OR');
    await user.type(field('ZIP code'), '97201');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const problems = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(problems).getByRole('link', {
        name: 'Please enter your home address. PO boxes are not accepted.',
      }),
    ).toBeTruthy();
    expect(line1.getAttribute('aria-invalid')).toBe('true');
  });
});
