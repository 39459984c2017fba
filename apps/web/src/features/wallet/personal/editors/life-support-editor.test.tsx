import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#web/test/render-app';
import { profileServer } from './test-profile';

const region = () => screen.findByRole('region', { name: 'Other certifications' }, { timeout: 8000 });

describe('life-support cards editor (/personal-information)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('lists every certification, and saves a BLS card with a 12-digit eCard; 11 and 13 digits and a special character are refused', async () => {
    const { state } = profileServer({});
    const { user } = await renderApp('/personal-information');
    const card = await region();
    for (const name of ['BLS', 'CPR', 'ACLS', 'ATLS', 'ALSO', 'NALS', 'NRP', 'PALS'])
      expect(within(card).getByRole('button', { name: new RegExp(`Edit: .*\\(${name}\\)`) })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Edit: Basic Life Support (BLS)' }));
    await user.click(within(card).getByRole('radio', { name: 'Yes' }));
    await user.type(within(card).getByRole('textbox', { name: /Card expiration date/ }), '20280131');
    const ecard = within(card).getByRole('textbox', { name: /eCard number/ });
    for (const wrong of ['12345678901', '1234567890123', '12345678901#']) {
      await user.clear(ecard);
      await user.type(ecard, wrong);
      await user.click(within(card).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(ecard.getAttribute('aria-invalid')).toBe('true'));
      expect(within(card).getAllByText(/eCard number must be 12 characters/).length).toBeGreaterThan(0);
    }
    expect(state.posts).toEqual([]);
    await user.clear(ecard);
    await user.type(ecard, '123456789012');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Your changes are saved.')).toBeTruthy();
    expect(state.posts).toEqual([
      {
        'other_certifications|bls': {
          answer: 'Yes',
          expiration: '2028-01-31',
          ecard: '123456789012',
          document: null,
        },
      },
    ]);
    expect(await within(card).findByText(/expires 2028-01-31 · eCard 123456789012/)).toBeTruthy();
  }, 20_000);

  it('a No keeps no date or card number, and the card’s document is kept', async () => {
    const document = { id: 'd1', name: 'acls.pdf' };
    const { state } = profileServer({
      'other_certifications|acls': {
        answer: 'Yes',
        expiration: '2027-01-01',
        ecard: '123456789012',
        document,
      },
    });
    const { user } = await renderApp('/personal-information');
    const card = await region();
    await user.click(within(card).getByRole('button', { name: /Edit: .*\(ACLS\)/ }));
    await user.click(within(card).getByRole('radio', { name: 'No' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await within(card).findByText('Your changes are saved.');
    expect(state.posts).toEqual([
      { 'other_certifications|acls': { answer: 'No', expiration: '', ecard: '', document } },
    ]);
  });

  it('asks for the answer before saving', async () => {
    const { state } = profileServer({});
    const { user } = await renderApp('/personal-information');
    const card = await region();
    await user.click(within(card).getByRole('button', { name: /Edit: .*\(PALS\)/ }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect((await within(card).findAllByText('Please choose one of the options.')).length).toBeGreaterThan(0);
    expect(state.posts).toEqual([]);
  });
});
