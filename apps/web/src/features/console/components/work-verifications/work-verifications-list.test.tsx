import { STAFF_ROLE_ACTIONS } from '@credence/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';

// The console's work verifications (decision 051): each request's state; the signed PDF downloads once signed.

const SIGNED = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const base = {
  clinician: { name: 'Riley Carter' },
  requirement: 'Hospitalist onboarding',
  kind: 'work_history',
  role: 'Staff nurse',
  verifier_name: 'Dana Okafor',
  error: null,
  sent_at: '2026-11-01T10:00:00.000Z',
};

describe('/admin: work verifications', () => {
  it('shows each state and downloads the signed PDF', async () => {
    const fetch = mockFetch({
      'GET /api/console/me': json({
        data: {
          group: { id: 'g', name: 'Riverside Health', slug: 'riverside-health' },
          role: 'credentialing_reviewer',
          actions: [...STAFF_ROLE_ACTIONS.credentialing_reviewer],
        },
      }),
      'GET /api/console/roster': json({ data: [] }),
      'GET /api/console/subscriptions/pending': json({ data: [] }),
      'GET /api/console/shares': json({ data: [] }),
      'GET /api/console/expirables': json({ data: [] }),
      'GET /api/console/work-verifications': json({
        data: [
          {
            ...base,
            id: SIGNED,
            institution: 'Lakeview Medical Center',
            status: 'signed',
            signed_at: '2026-11-03T10:00:00.000Z',
            has_document: true,
          },
          {
            ...base,
            id: 'b1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
            institution: 'St. Clare Hospital',
            status: 'error',
            error: 'declined',
            signed_at: null,
            has_document: false,
          },
        ],
      }),
      [`GET /api/console/work-verifications/${SIGNED}/signed.pdf`]: new Response(new Blob(['%PDF-1.7']), {
        headers: { 'content-type': 'application/pdf' },
      }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    await renderApp('/admin');
    const list = await screen.findByRole('list', { name: 'Work verifications' });
    const signed = within(list)
      .getByText('Work history: Lakeview Medical Center, Staff nurse')
      .closest('li')!;
    expect(within(signed).getByText('Signed')).toBeTruthy();
    expect(within(list).getByText('Declined by the verifier')).toBeTruthy();
    // Only the signed one has a PDF.
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(
      within(signed).getByRole('button', {
        name: 'Download the signed PDF of Riley Carter, Lakeview Medical Center',
      }),
    );
    expect(await screen.findByText('The signed PDF is downloaded.')).toBeTruthy();
    expect(callsTo(fetch, `GET /api/console/work-verifications/${SIGNED}/signed.pdf`)).toHaveLength(1);
  });
});
