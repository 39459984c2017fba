import { STAFF_ROLE_ACTIONS } from '@credence/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';

const REQ = 'a3c5e7f9-1b2d-4f6a-8c0e-2d4f6a8c0e1b';
const me = (role: 'admin' | 'credentialing_reviewer' | 'recruiter') => ({
  data: {
    group: { id: 'g', name: 'Riverside Health', slug: 'riverside-health' },
    role,
    actions: [...STAFF_ROLE_ACTIONS[role]],
  },
});
const roster = [
  {
    id: 's1',
    kind: 'subscription',
    first_name: 'Jordan',
    last_name: 'Rivera',
    email: 'demo.clinician@credence.test',
    requirement: 'Hospitalist onboarding',
    state: 'action_needed',
    since: '2026-11-01T00:00:00.000Z',
    reviewed_at: null,
    reviewed_by: null,
  },
  {
    id: 'i1',
    kind: 'invitation',
    first_name: 'Avery',
    last_name: 'Chen',
    email: 'new.clinician@credence.test',
    requirement: 'Hospitalist onboarding',
    state: 'invited',
    since: '2026-11-01T00:00:00.000Z',
    reviewed_at: null,
    reviewed_by: null,
  },
];

function server(role: 'admin' | 'credentialing_reviewer' | 'recruiter') {
  return mockFetch({
    'GET /api/console/me': json(me(role)),
    'GET /api/console/roster': json({ data: roster }),
    'GET /api/console/requirements': json({ data: [{ id: REQ, name: 'Hospitalist onboarding' }] }),
    'GET /api/console/invitations': json({ data: [] }),
    'GET /api/console/subscriptions/pending': json({ data: [] }),
    'GET /api/console/shares': json({ data: [] }),
    'GET /api/console/expirables': json({ data: [] }),
    'GET /api/console/work-verifications': json({ data: [] }),
    'POST /api/console/roster/s1/reviewed': json({
      data: { ...roster[0], reviewed_at: '2026-11-28T10:00:00.000Z', reviewed_by: 'Dana Brooks' },
    }),
    'POST /api/console/invitations/csv': json({
      data: { invited: 1, rejected: [{ line: 3, reason: 'This email address is not valid.' }] },
    }),
  });
}

describe('/admin, the organization console', () => {
  it('shows the roster with each state; a reviewer has no invitation forms', async () => {
    const fetch = server('credentialing_reviewer');
    await renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization console' })).toBeTruthy();
    expect(
      await screen.findByText('Riverside Health — you are signed in as a credentialing reviewer.'),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Clinicians' });
    expect(within(list).getByText('Action needed')).toBeTruthy();
    expect(within(list).getByText('Invited')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Invite a clinician' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Waiting for approval' })).toBeTruthy();
    // The console's pages: a reviewer reads the requirement sets and the monitoring.
    const nav = screen.getByRole('navigation', { name: 'Console pages' });
    expect(within(nav).getByRole('link', { name: 'Monitoring' }).getAttribute('href')).toBe(
      '/admin/monitoring',
    );
    expect(callsTo(fetch, 'GET /api/console/invitations')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Mark the file of Jordan Rivera reviewed' }));
    expect(await screen.findByText('The file of Jordan Rivera is marked reviewed.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/console/roster/s1/reviewed')).toHaveLength(1);
    // Only subscribed clinicians have a file to review.
    expect(screen.queryByRole('button', { name: /Avery Chen/ })).toBeNull();
  });

  it('a recruiter uploads a CSV and sees the report line by line', async () => {
    const fetch = server('recruiter');
    await renderApp('/admin');
    const file = new File(['email\na@credence.test\nnot-an-address\n'], 'roster.csv', { type: 'text/csv' });
    fireEvent.change(await screen.findByLabelText('CSV file'), { target: { files: [file] } });
    await waitFor(() =>
      expect((screen.getAllByLabelText('Requirement set')[1] as HTMLSelectElement).value).toBe(REQ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Upload and invite' }));
    expect(await screen.findByText('Line 3: This email address is not valid.')).toBeTruthy();
    expect(screen.getByText('Invitations sent: 1.')).toBeTruthy();
    const [call] = callsTo(fetch, 'POST /api/console/invitations/csv');
    expect(JSON.parse(String(call!.body))).toEqual({
      app_req_id: REQ,
      csv: 'email\na@credence.test\nnot-an-address\n',
    });
    expect(screen.queryByRole('heading', { name: 'Waiting for approval' })).toBeNull();
    // A recruiter cannot mark a file reviewed.
    expect(screen.queryByRole('button', { name: /reviewed/ })).toBeNull();
    // Nor see the monitoring (view_shares).
    const nav = screen.getByRole('navigation', { name: 'Console pages' });
    expect(within(nav).getByRole('link', { name: 'Requirement sets' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Monitoring' })).toBeNull();
  });
});
