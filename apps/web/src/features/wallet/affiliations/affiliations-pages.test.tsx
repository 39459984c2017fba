import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '#web/test/fetch';
import { holderSubscriptionSample } from '#web/test/contract-samples';
import { renderApp } from '#web/test/render-app';
import { walletApi } from '../test/wallet-api';

const REQ = 'a3c5e7f9-1b2d-4f6a-8c0e-2d4f6a8c0e1b';
const data = (complete: boolean) => ({
  affiliations: [
    { id: 'a1', institution: 'Mercy Hospital', privilege_status: 'Active', address_city: 'Columbus' },
  ],
  answer: 'yes',
  incomplete_ids: complete ? [] : ['a1'],
  complete,
  config: { reference_required: true, look_back_years: 5 },
});

function api(complete = true) {
  return walletApi([], {
    'GET /api/holder_subscriptions': json({ data: [holderSubscriptionSample({ app_req_id: REQ })] }),
    'GET /api/affiliations': json({ data: data(complete) }),
  });
}

describe('/affiliations and /hospital-affiliations', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the affiliations with their details and where to change them', async () => {
    api();
    await renderApp('/affiliations');
    const heading = await screen.findByRole('heading', { name: 'Mercy Hospital' }, { timeout: 8000 });
    const item = heading.closest('li') as HTMLElement;
    expect(within(item).getByText('Privilege status').nextElementSibling?.textContent).toBe('Active');
    expect(within(item).getByRole('heading', { name: 'Institution Headquarters' })).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Add or change affiliations for Riverside Health' })
        .getAttribute('href'),
    ).toBe(`/professional-history/${REQ}/affiliations`);
  });

  it('shows each organization’s affiliation task with its state in words', async () => {
    api(false);
    await renderApp('/hospital-affiliations');
    const task = await screen.findByRole(
      'article',
      { name: 'Hospital affiliations for Riverside Health' },
      { timeout: 8000 },
    );
    expect(await within(task).findByText('Not complete')).toBeTruthy();
    expect(within(task).getByText('Listed: 1. Needing details: 1.')).toBeTruthy();
    expect(within(task).getByText('Each affiliation needs a reference.')).toBeTruthy();
    expect(
      within(task).getByRole('link', { name: 'Finish this task: Riverside Health' }).getAttribute('href'),
    ).toBe(`/professional-history/${REQ}/affiliations`);
  });
});
