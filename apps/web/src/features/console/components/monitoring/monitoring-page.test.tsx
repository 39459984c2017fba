import {
  consoleMonitoringApi,
  STAFF_ROLE_ACTIONS,
  type ExclusionCandidate,
  type MonitoringReport,
} from '@credence/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, apiError, callsTo, json, mockFetch, type Handler } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { currentMonth } from '../../api/monitoring';

// /admin/monitoring (decisions 056, 057): exclusion candidates to confirm or clear, the monthly report and its
// CSV. Every fake answer is checked against the console-monitoring contracts (apps/web/src/test/fetch.ts).

const LOIS = 'd1e2f3a4-0000-4000-8000-000000000001';
const PRIYA = 'd1e2f3a4-0000-4000-8000-000000000002';
type Role = 'admin' | 'credentialing_reviewer' | 'recruiter';
const me = (role: Role) => ({
  data: {
    group: { id: 'g', name: 'Riverside Health', slug: 'riverside-health' },
    role,
    actions: [...STAFF_ROLE_ACTIONS[role]],
  },
});
const lois: ExclusionCandidate = {
  id: LOIS,
  clinician: { name: 'Lois Abernathy' },
  source: 'oig_leie',
  basis: 'name_dob',
  score: 1,
  snapshot: { sha256: 'ab'.repeat(32), fetched_at: '2026-11-28T01:00:00.000Z' },
  row: { LASTNAME: 'ABERNATHY', FIRSTNAME: 'LOIS', DOB: '19650804', EXCLTYPE: '1128a1', MIDNAME: '' },
  not_me: null,
  decision: null,
};
const priya: ExclusionCandidate = {
  ...lois,
  id: PRIYA,
  clinician: { name: 'Priya Raman' },
  source: 'sam',
  basis: 'name',
  score: 0.947,
  row: { name: 'PRIYA RAMAN' },
  not_me: { statement: 'I have never lived in Ohio.', has_document: true, at: '2026-11-20T00:00:00.000Z' },
};
const month = currentMonth();
const report = (m: string): MonitoringReport => ({
  month: m,
  clinicians: 2,
  checks: [
    {
      clinician: { name: 'Lois Abernathy' },
      source: 'exclusions',
      list: 'oig_leie',
      snapshot_sha256: 'ab'.repeat(32),
      snapshot_date: '2026-11-28T01:00:00.000Z',
      checked_at: '2026-11-28T01:05:00.000Z',
      result: 'candidate',
      method: 'primary_source',
      decision: 'cleared',
      decision_note: 'Different middle name and address.',
    },
    {
      clinician: { name: 'Riley Carter' },
      source: '',
      list: null,
      snapshot_sha256: null,
      snapshot_date: null,
      checked_at: '',
      result: 'not_checked',
      method: null,
      decision: null,
      decision_note: null,
    },
  ],
});

function server(role: Role, overrides: Record<string, Handler | Response> = {}) {
  let decided: ExclusionCandidate | null = null;
  return mockFetch({
    'GET /api/console/me': json(me(role)),
    'GET /api/console/exclusions': () =>
      answer(consoleMonitoringApi.exclusions, {
        open: decided ? [priya] : [lois, priya],
        decided: decided ? [decided] : [],
      }),
    [`POST /api/console/exclusions/${LOIS}/decision`]: ({ init }) => {
      const { decision, note } = JSON.parse(String(init.body)) as {
        decision: 'confirmed' | 'cleared';
        note?: string;
      };
      decided = {
        ...lois,
        decision: { decision, by: 'Dana Brooks', at: '2026-11-28T10:00:00.000Z', note: note ?? null },
      };
      return answer(consoleMonitoringApi.decide, decided);
    },
    'GET /api/console/monitoring-report': ({ url }) =>
      answer(consoleMonitoringApi.report, report(url.searchParams.get('month') ?? '')),
    'GET /api/console/monitoring-report.csv': () =>
      new Response('"clinician","source"\r\n', { headers: { 'content-type': 'text/csv' } }),
    ...overrides,
  });
}

describe('/admin/monitoring', () => {
  it('shows an open candidate with its list, basis, score, row and "not me", and clears it', async () => {
    const fetch = server('credentialing_reviewer');
    await renderApp('/admin/monitoring');
    expect(await screen.findByRole('heading', { level: 1, name: 'Monitoring' })).toBeTruthy();
    const open = await screen.findByRole('list', { name: 'Open candidates' });
    const item = within(open).getByText('Lois Abernathy').closest('li')!;
    expect(
      within(item).getByText(
        'OIG exclusions (LEIE): matched on name and date of birth, name similarity 100%',
      ),
    ).toBeTruthy();
    expect(within(item).getByText('The OIG exclusions (LEIE) row')).toBeTruthy();
    expect(within(item).getByText('ABERNATHY')).toBeTruthy();
    expect(within(item).getByText('1128a1')).toBeTruthy();
    // An empty cell of the row is left out.
    expect(within(item).queryByText('MIDNAME')).toBeNull();
    const other = within(open).getByText('Priya Raman').closest('li')!;
    expect(within(other).getByText(/name similarity 95%/)).toBeTruthy();
    expect(
      within(other).getByText('The clinician says this is not them: “I have never lived in Ohio.”'),
    ).toBeTruthy();
    expect(within(other).getByText('A supporting document is attached to the statement.')).toBeTruthy();

    const clear = () =>
      fireEvent.click(
        within(item).getByRole('button', { name: 'Clear the OIG exclusions (LEIE) match of Lois Abernathy' }),
      );
    // Clearing needs a note (decision 062): refused before any call, beside the field and in the summary.
    clear();
    const summary = await within(item).findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: /Say why you clear this candidate/ })).toBeTruthy();
    const note = within(item).getByLabelText(
      'Note on your decision about the OIG exclusions (LEIE) match of Lois Abernathy',
    );
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetch, `POST /api/console/exclusions/${LOIS}/decision`)).toHaveLength(0);
    fireEvent.change(note, { target: { value: 'Different middle name and address.' } });
    clear();
    expect(
      await screen.findByText('The OIG exclusions (LEIE) match of Lois Abernathy is cleared.'),
    ).toBeTruthy();
    const calls = callsTo(fetch, `POST /api/console/exclusions/${LOIS}/decision`);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]!.body))).toEqual({
      decision: 'cleared',
      note: 'Different middle name and address.',
    });
    // The lists are read again: Lois leaves the open list for the decided one, which offers the other way.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Open candidates' })).queryByText('Lois Abernathy'),
      ).toBeNull(),
    );
    const decided = screen.getByRole('list', { name: 'Decided' });
    expect(within(decided).getByText(/^Cleared .* by Dana Brooks$/)).toBeTruthy();
    expect(within(decided).getByText('Note: Different middle name and address.')).toBeTruthy();
    expect(
      within(decided).getByRole('button', {
        name: 'Confirm the OIG exclusions (LEIE) match of Lois Abernathy',
      }),
    ).toBeTruthy();
    expect(within(decided).queryByRole('button', { name: /^Clear/ })).toBeNull();
  });

  it('says so when the candidate is no longer open or is an identifier match', async () => {
    server('admin', {
      [`POST /api/console/exclusions/${LOIS}/decision`]: apiError(404, 'request.not-found'),
      [`POST /api/console/exclusions/${PRIYA}/decision`]: apiError(409, 'request.conflict'),
    });
    await renderApp('/admin/monitoring');
    const open = await screen.findByRole('list', { name: 'Open candidates' });
    fireEvent.click(within(open).getByRole('button', { name: /^Confirm the .* match of Lois Abernathy$/ }));
    expect(await screen.findByText(/This candidate is no longer open/)).toBeTruthy();
    fireEvent.click(within(open).getByRole('button', { name: /^Confirm the .* match of Priya Raman$/ }));
    expect(await screen.findByText(/it is already an exclusion/)).toBeTruthy();
  });

  it('shows the empty state; an identifier match offers no decision', async () => {
    server('admin', {
      'GET /api/console/exclusions': answer(consoleMonitoringApi.exclusions, {
        open: [],
        decided: [{ ...lois, basis: 'identifier', decision: null }],
      }),
    });
    await renderApp('/admin/monitoring');
    expect(await screen.findByText('No candidate is waiting for a decision.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Decided' })).queryByRole('button')).toBeNull();
  });

  it('shows the month’s report, reads another month and downloads the CSV', async () => {
    const fetch = server('credentialing_reviewer');
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: () => {} }));
    await renderApp('/admin/monitoring');
    const table = await screen.findByRole('table', { name: `Checks in ${month}` });
    expect(screen.getByRole('region', { name: `Checks in ${month}` })).toBeTruthy();
    expect(screen.getByText('Clinicians: 2. Checks: 1.')).toBeTruthy();
    const row = within(table).getByRole('rowheader', { name: 'Lois Abernathy' }).closest('tr')!;
    expect(within(row).getByText('OIG exclusions (LEIE)')).toBeTruthy();
    expect(within(row).getByText('Exclusion screening')).toBeTruthy();
    expect(within(row).getByText('Candidate')).toBeTruthy();
    expect(within(row).getByText('(SHA-256 abababababab…)')).toBeTruthy();
    expect(within(row).getByText('Cleared')).toBeTruthy();
    expect(within(row).getByText('Different middle name and address.')).toBeTruthy();
    const riley = within(table).getByRole('rowheader', { name: 'Riley Carter' }).closest('tr')!;
    expect(within(riley).getByText('Not checked this month')).toBeTruthy();
    expect(callsTo(fetch, 'GET /api/console/monitoring-report')[0]!.url.searchParams.get('month')).toBe(
      month,
    );

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-10' } });
    expect(await screen.findByRole('table', { name: 'Checks in 2026-10' })).toBeTruthy();
    // Not a month: nothing is asked, the download is off.
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-13' } });
    expect(screen.getByText('Enter a year and month, for example 2026-11.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(fetch, 'GET /api/console/monitoring-report')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The report is downloaded.')).toBeTruthy();
    const csv = callsTo(fetch, 'GET /api/console/monitoring-report.csv');
    expect(csv).toHaveLength(1);
    expect(csv[0]!.url.searchParams.get('month')).toBe('2026-10');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('a recruiter gets no link and the refusal, and nothing is asked of the monitoring calls', async () => {
    const fetch = server('recruiter');
    await renderApp('/admin/monitoring');
    expect(
      await screen.findByText('Your role in this organization does not include this part of the console.'),
    ).toBeTruthy();
    expect(callsTo(fetch, 'GET /api/console/exclusions')).toHaveLength(0);
    expect(callsTo(fetch, 'GET /api/console/monitoring-report')).toHaveLength(0);
  });
});
