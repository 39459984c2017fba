import { STAFF_ROLE_ACTIONS } from '@credence/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';

// The console's received shares (decision 051): the list, the verification panel as the server computed it
// (passes and failures with their reasons), the FHIR download, the log of opens; a recruiter sees none of it.

const SHARE = 'd1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6';
const DOCUMENT = 'a9b8c7d6-e5f4-4321-9abc-def012345678';
const me = (role: 'credentialing_reviewer' | 'recruiter') => ({
  data: {
    group: { id: 'g', name: 'Riverside Health', slug: 'riverside-health' },
    role,
    actions: [...STAFF_ROLE_ACTIONS[role]],
  },
});
const pass = { signature: 'pass', binding: 'pass', status: 'pass', expiry: 'pass', source_age: 'pass' };
const panel = {
  id: SHARE,
  clinician: { name: 'Priya Raman' },
  shared_at: '2026-11-20T10:00:00.000Z',
  requirement: 'Nurse onboarding',
  window_days: 120,
  verified: false,
  credentials: [
    {
      credential_id: 'c1',
      name: 'WI RN license 301872-30',
      schema_name: 'rn_license',
      pending_identity: false,
      checks: pass,
      reasons: [],
      expires_on: '2027-01-12',
      verified_at: '2026-11-20T10:00:00.000Z',
      age_days: 8,
      claims: { license_number: '301872-30' },
    },
    {
      credential_id: 'c2',
      name: 'NPI 1538264019',
      schema_name: 'nppes',
      pending_identity: false,
      checks: {
        ...pass,
        signature: 'not_checked',
        binding: 'not_checked',
        status: 'fail',
        expiry: 'not_checked',
      },
      reasons: ['The issuer’s status list says this credential is no longer valid (status-invalid).'],
      expires_on: null,
      verified_at: '2026-11-20T10:00:00.000Z',
      age_days: 8,
      claims: {},
    },
  ],
  binding: { audience: 'http://localhost:3000/organizations/riverside-health', nonce: 'n' },
  documents: [
    {
      id: DOCUMENT,
      kind: 'task',
      name: 'BLSCard.pdf',
      label: 'Upload your BLS card',
      content_type: 'application/pdf',
      available: true,
    },
    {
      id: 'f0e1d2c3-b4a5-4697-8899-aabbccddeeff',
      kind: 'consent',
      name: 'ConsentFormV1.pdf',
      label: 'Release of information',
      content_type: 'application/pdf',
      available: false,
    },
  ],
  log: [
    { kind: 'shared', at: '2026-11-20T10:00:00.000Z', by: null, what: null },
    { kind: 'viewed', at: '2026-11-28T10:00:00.000Z', by: 'Riley Reviewer', what: null },
    { kind: 'downloaded', at: '2026-11-28T11:00:00.000Z', by: 'Ada Admin', what: 'BLSCard.pdf' },
  ],
};

function server(role: 'credentialing_reviewer' | 'recruiter') {
  return mockFetch({
    'GET /api/console/me': json(me(role)),
    'GET /api/console/roster': json({ data: [] }),
    'GET /api/console/requirements': json({ data: [] }),
    'GET /api/console/invitations': json({ data: [] }),
    'GET /api/console/subscriptions/pending': json({ data: [] }),
    'GET /api/console/shares': json({
      data: [
        {
          id: SHARE,
          clinician: { name: 'Priya Raman' },
          shared_at: '2026-11-20T10:00:00.000Z',
          requirement: 'Nurse onboarding',
          state: 'active',
          ended_at: null,
          credential_count: 2,
        },
      ],
    }),
    'GET /api/console/expirables': json({
      data: [
        {
          credential_id: 'c1',
          clinician: { name: 'Priya Raman' },
          name: 'WI RN license 301872-30',
          schema_name: 'rn_license',
          expires_on: '2027-01-12',
          days_left: 45,
          within: 60,
        },
      ],
    }),
    'GET /api/console/work-verifications': json({ data: [] }),
    [`GET /api/console/shares/${SHARE}`]: json({ data: panel }),
    [`GET /api/console/shares/${SHARE}/documents/${DOCUMENT}`]: new Response('%PDF-1.4', {
      headers: { 'content-type': 'application/pdf' },
    }),
    [`GET /api/org/shares/${SHARE}/fhir`]: new Response(
      '{"resourceType":"Bundle","type":"collection","entry":[]}',
      {
        headers: { 'content-type': 'application/fhir+json' },
      },
    ),
  });
}

describe('/admin: received shares and expirables', () => {
  it('opens a share: each check, the failure with its reason, the fields, the FHIR download and the log', async () => {
    const fetch = server('credentialing_reviewer');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    await renderApp('/admin');
    const list = await screen.findByRole('list', { name: 'Received shares' });
    expect(within(list).getByText('Requirement set: Nurse onboarding')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Open the share of Priya Raman' }));
    expect(await screen.findByRole('heading', { name: 'Share of Priya Raman' })).toBeTruthy();
    expect(screen.getByText('Not verified: see the reasons under each credential.')).toBeTruthy();
    const license = screen.getByRole('list', { name: 'Checks of WI RN license 301872-30' });
    expect(within(license).getAllByText('Passed')).toHaveLength(5);
    const npi = screen.getByRole('list', { name: 'Checks of NPI 1538264019' });
    expect(within(npi).getByText('Status (not revoked or suspended)').nextSibling?.textContent).toBe(
      'Failed',
    );
    expect(
      screen.getByText('The issuer’s status list says this credential is no longer valid (status-invalid).'),
    ).toBeTruthy();
    expect(screen.getByText('301872-30')).toBeTruthy();
    expect(screen.getByText('License number')).toBeTruthy();
    expect(screen.getByText(/^Opened by Riley Reviewer/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download the FHIR bundle' }));
    expect(await screen.findByText('The FHIR bundle is downloaded.')).toBeTruthy();
    expect(callsTo(fetch, `GET /api/org/shares/${SHARE}/fhir`)).toHaveLength(1);
    // The panel is read once per open: the download does not read it again (a read is recorded as an open).
    expect(callsTo(fetch, `GET /api/console/shares/${SHARE}`)).toHaveLength(1);
    const within60 = screen.getByRole('list', { name: 'Within 60 days' });
    expect(within(within60).getByText('WI RN license 301872-30, Priya Raman')).toBeTruthy();
  });

  it('lists the shared documents, downloads one, names one deleted since, and shows who opened what', async () => {
    const fetch = server('credentialing_reviewer');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    await renderApp('/admin');
    const list = await screen.findByRole('list', { name: 'Received shares' });
    fireEvent.click(within(list).getByRole('button', { name: 'Open the share of Priya Raman' }));
    const documents = await screen.findByRole('list', { name: 'Documents' });
    const items = within(documents).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Upload for the task “Upload your BLS card”')).toBeTruthy();
    expect(within(items[1]!).getByText('Signed consent form “Release of information”')).toBeTruthy();
    expect(
      within(items[1]!).getByText('ConsentFormV1.pdf: deleted by the clinician since the share.'),
    ).toBeTruthy();
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Download BLSCard.pdf' }));
    expect(await screen.findByText('BLSCard.pdf is downloaded.')).toBeTruthy();
    expect(callsTo(fetch, `GET /api/console/shares/${SHARE}/documents/${DOCUMENT}`)).toHaveLength(1);
    expect(screen.getByText(/^BLSCard\.pdf downloaded by Ada Admin, /)).toBeTruthy();
  });

  it('a recruiter sees neither received shares nor expirables, and asks for neither', async () => {
    const fetch = server('recruiter');
    await renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 2, name: 'Clinicians' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Received shares' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Expiring credentials' })).toBeNull();
    expect(callsTo(fetch, 'GET /api/console/shares')).toHaveLength(0);
    expect(callsTo(fetch, 'GET /api/console/expirables')).toHaveLength(0);
    expect(callsTo(fetch, 'GET /api/console/work-verifications')).toHaveLength(0);
  });
});
