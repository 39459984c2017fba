import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetchBackedXhr } from '#web/test/fake-xhr';
import { json } from '#web/test/fetch';
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

  it('uploads the card (with a progress bar) as a life_support document and saves it with the answer', async () => {
    const xhr = installFetchBackedXhr();
    let release!: () => void;
    xhr.halfway = new Promise((resolve) => (release = resolve));
    const uploaded = {
      id: '7d1e2f3a-4b5c-4d6e-8f70-81a2b3c4d5e6',
      document_type: 'life_support',
      name: 'bls.png',
      size: 12,
      content_type: 'image/png',
      created_at: '2026-11-20T10:00:00.000Z',
      used_in: [],
    };
    const { state } = profileServer({}, [], {
      'POST /api/document': () => json({ data: [uploaded] }, 201),
    });
    const { user } = await renderApp('/personal-information');
    const card = await region();
    await user.click(within(card).getByRole('button', { name: 'Edit: Basic Life Support (BLS)' }));
    await user.click(within(card).getByRole('radio', { name: 'Yes' }));
    await user.type(within(card).getByRole('textbox', { name: /Card expiration date/ }), '20280131');
    expect(within(card).getByText('Your Basic Life Support (BLS) card (optional)')).toBeTruthy();
    await user.upload(
      within(card).getByLabelText('Add File'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bls.png', { type: 'image/png' }),
    );
    expect(await within(card).findByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();
    release();
    expect((await within(card).findAllByText('bls.png')).length).toBeGreaterThan(0);
    const [sent] = xhr.sent;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toMatch(/\/api\/document$/);
    expect((sent?.body as FormData).get('document_type')).toBe('life_support');
    expect((sent?.body as FormData).get('agree_terms')).toBe('true');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Your changes are saved.')).toBeTruthy();
    expect(state.posts).toEqual([
      {
        'other_certifications|bls': {
          answer: 'Yes',
          expiration: '2028-01-31',
          ecard: '',
          document: { id: uploaded.id, name: 'bls.png', created_at: uploaded.created_at },
        },
      },
    ]);
    expect(await within(card).findByText(/expires 2028-01-31 · card bls.png/)).toBeTruthy();
  }, 30_000);
});
