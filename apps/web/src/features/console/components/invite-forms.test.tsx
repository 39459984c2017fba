import { STAFF_ROLE_ACTIONS } from '@credence/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, type Handler } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';

const REQ = 'a3c5e7f9-1b2d-4f6a-8c0e-2d4f6a8c0e1b';

function server(invite: Handler, csv: Handler = () => json({ data: { invited: 0, rejected: [] } })) {
  return mockFetch({
    'GET /api/console/me': json({
      data: {
        group: { id: 'g', name: 'Riverside Health', slug: 'riverside-health' },
        role: 'recruiter',
        actions: [...STAFF_ROLE_ACTIONS.recruiter],
      },
    }),
    'GET /api/console/roster': json({ data: [] }),
    'GET /api/console/requirements': json({ data: [{ id: REQ, name: 'Hospitalist onboarding' }] }),
    'GET /api/console/invitations': json({ data: [] }),
    'GET /api/console/subscriptions/pending': json({ data: [] }),
    'GET /api/console/shares': json({ data: [] }),
    'GET /api/console/expirables': json({ data: [] }),
    'GET /api/console/work-verifications': json({ data: [] }),
    'POST /api/console/invitations': invite,
    'POST /api/console/invitations/csv': csv,
  });
}

async function openForm(name = 'Invite a clinician') {
  await renderApp('/admin');
  // The console's chunk loads lazily: on a loaded machine the first render may take longer than a second.
  const region = await screen.findByRole('region', { name }, { timeout: 10_000 });
  await waitFor(() =>
    expect((within(region).getByLabelText('Requirement set') as HTMLSelectElement).value).toBe(REQ),
  );
  return region;
}

const invitation = {
  id: 'i9',
  email: 'taylor@credence.test',
  first_name: 'Taylor',
  last_name: 'Brooks',
  requirement: 'Hospitalist onboarding',
  list: 'open',
  expires_at: '2026-12-28T00:00:00.000Z',
  sent_at: '2026-11-28T00:00:00.000Z',
  send_count: 1,
};

describe('the invitation form (one form engine)', () => {
  it('a bad address shows its message in the summary, which takes focus, and beside the field', async () => {
    const fetch = server(() => json({ data: invitation }, 201));
    const region = await openForm();
    fireEvent.change(within(region).getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'not-an-address' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Send the invitation' }));
    const summary = await within(region).findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Enter a valid email address.' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const input = within(region).getByRole('textbox', { name: 'Email address' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const beside = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(beside?.textContent).toContain('Enter a valid email address.');
    expect(callsTo(fetch, 'POST /api/console/invitations')).toHaveLength(0);
  });

  it('sends the trimmed body the contract checks and says so', async () => {
    const fetch = server(() => json({ data: invitation }, 201));
    const region = await openForm();
    fireEvent.change(within(region).getByRole('textbox', { name: 'Email address' }), {
      target: { value: '  taylor@credence.test ' },
    });
    fireEvent.change(within(region).getByRole('textbox', { name: 'First name (optional)' }), {
      target: { value: 'Taylor' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(region).findByText('Invitation sent to taylor@credence.test.')).toBeTruthy();
    const [call] = callsTo(fetch, 'POST /api/console/invitations');
    expect(JSON.parse(String(call!.body))).toEqual({
      email: 'taylor@credence.test',
      first_name: 'Taylor',
      last_name: '',
      app_req_id: REQ,
    });
    expect((within(region).getByRole('textbox', { name: 'Email address' }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('a server 400 with details lands on the field it names', async () => {
    server(() =>
      json(
        {
          error: {
            code: 'request.invalid',
            message: 'Invalid request',
            details: [{ path: 'email', message: 'console.invite.invalid-email' }],
          },
        },
        400,
      ),
    );
    const region = await openForm();
    fireEvent.change(within(region).getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'taylor@credence.test' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Send the invitation' }));
    const summary = await within(region).findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Enter a valid email address.' })).toBeTruthy();
    const input = within(region).getByRole('textbox', { name: 'Email address' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Invitation sent to taylor@credence.test.')).toBeNull();
  });
});

const sent = () => json({ data: invitation }, 201);

describe('the CSV invitation form (one form engine)', () => {
  it('no file shows its message in the summary and beside the field, and sends nothing', async () => {
    const fetch = server(sent);
    const region = await openForm('Invite from a CSV file');
    fireEvent.click(within(region).getByRole('button', { name: 'Upload and invite' }));
    const summary = await within(region).findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Choose a CSV file first.' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const input = within(region).getByLabelText('CSV file');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((one) => document.getElementById(one)?.textContent).join(' ')).toContain(
      'Choose a CSV file first.',
    );
    expect(callsTo(fetch, 'POST /api/console/invitations/csv')).toHaveLength(0);
  });

  it('a server 400 with details on the file lands on the file field', async () => {
    server(sent, () =>
      json(
        {
          error: {
            code: 'request.invalid',
            message: 'Invalid request',
            details: [{ path: 'csv', message: 'console.csv.failed' }],
          },
        },
        400,
      ),
    );
    const region = await openForm('Invite from a CSV file');
    const file = new File(['email\na@credence.test\n'], 'roster.csv', { type: 'text/csv' });
    fireEvent.change(within(region).getByLabelText('CSV file'), { target: { files: [file] } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    fireEvent.click(within(region).getByRole('button', { name: 'Upload and invite' }));
    const summary = await within(region).findByRole('alert', { name: 'There is a problem' });
    const message = 'The file could not be read. It must be a CSV file of at most 60,000 characters.';
    expect(within(summary).getByRole('link', { name: message })).toBeTruthy();
    expect(within(region).getByLabelText('CSV file').getAttribute('aria-invalid')).toBe('true');
  });
});
