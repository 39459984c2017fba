import type { DocumentData, MalpracticeData, MalpracticePolicyRecord } from '@credence/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';

// /insurance (issue 15, 001 §5): the method choice, the policy form's messages in the spec's words, picking
// a face sheet another policy uses (edit mode and the warning), saving, editing and deleting.

const SHEET_ID = '3b9f0c2e-7a51-4a8e-9d55-1c2f9e0a7b11';
const POLICY_ID = '8d2c4f6a-1e3b-4c5d-9f70-2a4b6c8d0e12';

const policy = (patch: Partial<MalpracticePolicyRecord> = {}): MalpracticePolicyRecord => ({
  id: POLICY_ID,
  name: 'Coastal Mutual',
  policy_number: 'CM-12345',
  per_occurrence: '1000000',
  agg_coverage: '3000000',
  effective_date: '2025-01-01',
  retro_date: '',
  expiration_date: '2026-01-01',
  document: { id: SHEET_ID, name: 'FaceSheet.pdf', created_at: '2026-11-05T10:00:00.000Z' },
  document_details: null,
  display_name: '',
  not_on_hand: false,
  not_on_hand_coverage_type: '',
  work_history_id: [],
  document_shared_with: 0,
  ...patch,
});

const sheet: DocumentData = {
  id: SHEET_ID,
  document_type: 'malpractice',
  name: 'FaceSheet.pdf',
  size: 800,
  content_type: 'application/pdf',
  created_at: '2026-11-05T10:00:00.000Z',
  used_in: [{ kind: 'malpractice_policy', id: POLICY_ID, label: 'Coastal Mutual CM-12345' }],
};

/** What the server would answer for the record sent. */
function storedOf(init: RequestInit) {
  const { record } = JSON.parse(String(init.body)) as { record: Record<string, unknown> };
  return record.is_explanation === true
    ? {
        id: 'e2',
        is_explanation: true,
        no_coverage_reason: String(record.no_coverage_reason),
        work_history_id: [],
      }
    : policy({ name: String(record.name ?? '') });
}

function serve(data: MalpracticeData, history: Record<string, unknown>[] = []) {
  return mockFetch({
    'GET /api/xsrf': () => {
      document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
      return json({ data: { token: 'xsrf-1' } });
    },
    'GET /api/malpractice': () => json({ data }),
    'GET /api/document': () => json({ data: [sheet] }),
    'GET /api/work_history': () =>
      json({
        data: {
          history,
          gaps: [],
          incomplete_ids: [],
          complete: true,
          config: {
            required: false,
            look_back_years: 5,
            optional_work_history: false,
            allowed_gap_days: 60,
            certificate_of_insurance: false,
            no_coverage_reason: false,
          },
        },
      }),
    'POST /api/malpractice': ({ init }) => json({ data: storedOf(init) }, 201),
    'PUT /api/malpractice': ({ init }) => json({ data: storedOf(init) }),
    'DELETE /api/malpractice': () => json({ data: { id: POLICY_ID } }),
  });
}

const bodyOf = (call: { body?: unknown }) =>
  JSON.parse(String(call.body)) as { record: Record<string, unknown> };

describe('/insurance', () => {
  it('lists the policies and explanations', async () => {
    serve({
      policies: [policy()],
      explanations: [
        {
          id: 'e1',
          is_explanation: true,
          no_coverage_reason: 'Resident, covered by the program',
          work_history_id: [],
        },
      ],
      required: ['name', 'policy_number', 'effective_date', 'expiration_date'],
    });
    await renderApp('/insurance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Malpractice Insurance' })).toBeTruthy();
    const item = (await screen.findByRole('heading', { level: 3, name: 'Coastal Mutual' })).closest('li')!;
    expect(within(item).getByText('Policy CM-12345, 2025-01-01 to 2026-01-01')).toBeTruthy();
    expect(within(item).getByText('Face sheet: FaceSheet.pdf')).toBeTruthy();
    expect(screen.getByText('Resident, covered by the program')).toBeTruthy();
  });

  it('shows the certificates of insurance of the work-history positions, and nothing without one', async () => {
    const job = {
      id: '11111111-1111-4111-8111-111111111111',
      type: 'job',
      institution: 'Mercy Hospital',
      role: 'Staff nurse',
      start_date: '2019-03-01',
      end_date: '2023-06-30',
      hasCoverage: true,
      policies: [
        { id: 'p1', document: { id: '5e0c7d8a-2f4b-4c6d-8e0f-1a2b3c4d5e6f', name: 'MercyCOI.pdf' } },
      ],
    };
    const uncovered = {
      ...job,
      id: '22222222-2222-4222-8222-222222222222',
      institution: 'Elm Clinic',
      policies: [],
    };
    // GET /api/malpractice answers the certificate as a read-only policy linked to its position (decision 063).
    const certificate = policy({
      id: `certificate:${job.id}:5e0c7d8a-2f4b-4c6d-8e0f-1a2b3c4d5e6f`,
      name: '',
      policy_number: '',
      effective_date: '',
      expiration_date: '',
      document: {
        id: '5e0c7d8a-2f4b-4c6d-8e0f-1a2b3c4d5e6f',
        name: 'MercyCOI.pdf',
        created_at: '2026-11-05T10:00:00.000Z',
      },
      display_name: 'Mercy Hospital',
      work_history_id: [job.id],
      from_position: job.id,
    });
    serve({ policies: [certificate], explanations: [], required: [] }, [job, uncovered]);
    await renderApp('/insurance');
    const section = (
      await screen.findByRole('heading', {
        level: 2,
        name: 'Certificates of insurance from your work history',
      })
    ).closest('section')!;
    const item = within(section).getByRole('heading', {
      level: 3,
      name: 'Mercy Hospital · 2019-03-01 · 2023-06-30',
    });
    expect(within(item.closest('li')!).getByText('Certificate of insurance: MercyCOI.pdf')).toBeTruthy();
    expect(within(section).queryByText(/Elm Clinic/)).toBeNull();
    // Read only: not in the editable list, no edit or delete button.
    expect(screen.getByText('You have not added a policy yet.')).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('has no certificates section when no position has a certificate', async () => {
    serve({ policies: [policy()], explanations: [], required: [] });
    await renderApp('/insurance');
    await screen.findByRole('heading', { level: 3, name: 'Coastal Mutual' });
    expect(
      screen.queryByRole('heading', { name: 'Certificates of insurance from your work history' }),
    ).toBeNull();
  });

  it('asks for the method first, in the spec’s words, and then for what the method needs', async () => {
    const fetch = serve({
      policies: [],
      explanations: [],
      required: ['name', 'policy_number', 'effective_date', 'expiration_date'],
    });
    const { user } = await renderApp('/insurance');
    await user.click(await screen.findByRole('button', { name: 'Add a policy' }));
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(
      (
        await screen.findAllByText(
          'Please choose how you will provide your coverage: enter it manually, upload a face sheet, employer-provided, or none.',
        )
      ).length,
    ).toBeGreaterThan(0);
    await user.click(screen.getByLabelText('Upload a face sheet'));
    await user.type(screen.getByLabelText(/Effective date/), '20250101');
    await user.type(screen.getByLabelText(/Expiration date/), '20241231');
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    expect((await screen.findAllByText('Please enter the carrier name.')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Please upload a file.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Expiration date must be after the effective date.').length).toBeGreaterThan(
      0,
    );
    expect(screen.getAllByText('This Field is Required').length).toBeGreaterThan(0);
    expect(callsTo(fetch, 'POST /api/malpractice')).toHaveLength(0);
  });

  it('picking a face sheet another policy uses switches to edit mode with the warning, and saves a second policy', async () => {
    const fetch = serve({
      policies: [policy()],
      explanations: [],
      required: ['name', 'policy_number', 'effective_date', 'expiration_date'],
    });
    const { user } = await renderApp('/insurance');
    await user.click(await screen.findByRole('button', { name: 'Add a policy' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Add a policy' })).toBeTruthy();
    await user.click(screen.getByLabelText('Upload a face sheet'));
    await user.selectOptions(
      await screen.findByLabelText('Or choose a document you uploaded before'),
      'FaceSheet.pdf',
    );
    expect(
      await screen.findByText(
        'This document is already in use. Changes you make here apply everywhere the document is used.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Edit policy details' })).toBeTruthy();
    expect((screen.getByLabelText(/Carrier name/) as HTMLInputElement).value).toBe('Coastal Mutual');
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/malpractice')).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'POST /api/malpractice')[0]!).record).toMatchObject({
      name: 'Coastal Mutual',
      policy_number: 'CM-12345',
      document: { id: SHEET_ID, name: 'FaceSheet.pdf' },
      not_on_hand: false,
    });
    expect(await screen.findByText('Policy saved.')).toBeTruthy();
  });

  it('saves an employer-provided policy and a no-coverage explanation', async () => {
    const fetch = serve({
      policies: [],
      explanations: [],
      required: ['name', 'policy_number', 'effective_date', 'expiration_date'],
    });
    const { user } = await renderApp('/insurance');
    await user.click(await screen.findByRole('button', { name: 'Add a policy' }));
    await user.click(screen.getByLabelText('I do not have malpractice coverage'));
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    expect((await screen.findAllByText('This Field is Required')).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(/Please explain/), 'Resident');
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/malpractice')).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'POST /api/malpractice')[0]!).record).toMatchObject({
      is_explanation: true,
      no_coverage_reason: 'Resident',
    });
    await user.click(await screen.findByRole('button', { name: 'Add a policy' }));
    await user.click(screen.getByLabelText('My employer provides my coverage'));
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/malpractice')).toHaveLength(2));
    expect(bodyOf(callsTo(fetch, 'POST /api/malpractice')[1]!).record).toMatchObject({
      not_on_hand: true,
      not_on_hand_coverage_type: 'Employer-Provided',
    });
  });

  it('not on hand needs Employer-Provided or Self-Insured', async () => {
    const fetch = serve({ policies: [], explanations: [], required: [] });
    const { user } = await renderApp('/insurance');
    await user.click(await screen.findByRole('button', { name: 'Add a policy' }));
    await user.click(screen.getByLabelText('Enter policy details manually'));
    await user.click(screen.getByLabelText('I do not have this document on hand'));
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    expect((await screen.findAllByText('Please choose a coverage type.')).length).toBeGreaterThan(0);
    await user.click(screen.getByLabelText('Self-Insured'));
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/malpractice')).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'POST /api/malpractice')[0]!).record).toMatchObject({
      not_on_hand: true,
      not_on_hand_coverage_type: 'Self-Insured',
      document: null,
    });
  });

  it('edits a policy (PUT with its id) and deletes one after asking', async () => {
    const fetch = serve({
      policies: [policy()],
      explanations: [],
      required: ['name', 'policy_number', 'effective_date', 'expiration_date'],
    });
    const { user } = await renderApp('/insurance');
    await user.click(await screen.findByRole('button', { name: 'Edit Coastal Mutual' }));
    const carrier = screen.getByLabelText(/Carrier name/);
    await user.clear(carrier);
    await user.type(carrier, 'Harbor Indemnity');
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT /api/malpractice')).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'PUT /api/malpractice')[0]!).record).toMatchObject({
      id: POLICY_ID,
      name: 'Harbor Indemnity',
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Coastal Mutual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Coastal Mutual?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetch, 'DELETE /api/malpractice')).toHaveLength(1));
    expect(callsTo(fetch, 'DELETE /api/malpractice')[0]!.url.searchParams.get('id')).toBe(POLICY_ID);
  });
});
