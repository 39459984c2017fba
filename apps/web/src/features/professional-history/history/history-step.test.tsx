import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPLETE_JOB, monthsAgo } from '../test/fake-server';
import { editor, listedEntries, openStep, summaryMessages, textbox } from '../test/render-page';

// Ended ten months ago: the months since are an unexplained gap.
const ENDED_JOB = { ...COMPLETE_JOB, isCurrent: false, end_date: monthsAgo(10) };

const RESUME_POSITIONS = [
  {
    id: '22222222-2222-4222-8222-222222222222',
    type: 'job',
    institution: 'Lakeside Clinic',
    role: 'Nurse practitioner',
    start_date: monthsAgo(40),
    isCurrent: true,
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    type: 'job',
    institution: 'County Hospital',
    start_date: monthsAgo(70),
    end_date: monthsAgo(41),
  },
];
const PREFILL = {
  source: 'resume' as const,
  created_at: '2026-11-01T10:00:00Z',
  positions: RESUME_POSITIONS,
};

describe('the history step', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('states the look-back, marks entries needing details, and lists the gaps', async () => {
    const incomplete = { ...ENDED_JOB, id: '44444444-4444-4444-8444-444444444444', address_line1: 'Main St' };
    await openStep('history', { history: [incomplete], config: { look_back_years: 6 } });
    expect(screen.getByText('Please enter your work history for the past 6 years.')).toBeTruthy();
    const entries = screen.getByRole('region', { name: 'Your work history' });
    expect(within(entries).getByText('Needs details')).toBeTruthy();
    expect(within(entries).getByText(`Job · ${monthsAgo(80)} – ${monthsAgo(10)}`)).toBeTruthy();
    const gaps = screen.getByRole('region', { name: 'Gaps to explain' });
    expect(within(gaps).getByText('Employment gap')).toBeTruthy();
    expect(within(gaps).getByText(`${monthsAgo(9)} – ${monthsAgo(0)}`)).toBeTruthy();
  });

  it('explains a gap: the dates come prefilled, the explanation is required, and it is saved as a gap', async () => {
    const { user, server } = await openStep('history', { history: [ENDED_JOB] });
    await user.click(
      screen.getByRole('button', { name: `Explain this gap from ${monthsAgo(9)} to ${monthsAgo(0)}` }),
    );
    const form = editor('Explain a gap in your work history');
    expect(within(form).getByRole('textbox', { name: 'First month of the gap' })).toHaveProperty(
      'value',
      monthsAgo(9),
    );
    expect(textbox('Last month of the gap').value).toBe(monthsAgo(0));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await summaryMessages()).toEqual(['Please explain this gap in your work history.']);
    await user.type(textbox('Explanation'), 'Parental leave');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Gaps to explain' })).toBeNull());
    expect(listedEntries()).toEqual(['Employment gap', 'Staff nurse, Mercy Hospital']);
    expect(server.state.writes.at(-1)).toMatchObject({
      method: 'POST',
      entry: { type: 'gap', start_date: monthsAgo(9), end_date: monthsAgo(0), explanation: 'Parental leave' },
    });
    // Focus had nowhere to go back to (the gap is explained), so it lands on the list.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your work history' }));
  });

  it('reviews a resume position into the history with its own id, then dismisses the rest', async () => {
    const { user, server } = await openStep('history', { prefill: PREFILL });
    const fromResume = screen.getByRole('region', { name: 'From your resume' });
    expect(within(fromResume).getAllByRole('listitem')).toHaveLength(2);
    await user.click(
      screen.getByRole('button', { name: 'Review and add Nurse practitioner, Lakeside Clinic' }),
    );
    editor('Review a position from your resume');
    expect(textbox('Institution or employer').value).toBe('Lakeside Clinic');
    expect(textbox('Start date').value).toBe(monthsAgo(40));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The resume gave no address: the rules ask for it.
    expect(await summaryMessages()).toEqual([
      'This Field is Required',
      'This Field is Required',
      'This Field is Required',
      'This Field is Required',
      'Must have either phone or email',
      'Must have either phone or email',
    ]);
    await user.type(screen.getByRole('combobox', { name: 'Address line 1' }), '9 Lake Rd');
    await user.type(textbox('City'), 'Madison');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'WI');
    await user.type(textbox('ZIP code'), '53703');
    await user.type(textbox('Reference email address'), 'lead@lakeside.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(listedEntries()).toEqual(['Nurse practitioner, Lakeside Clinic']));
    expect(server.state.writes.at(-1)).toMatchObject({
      method: 'POST',
      entry: { id: RESUME_POSITIONS[0]!.id },
    });
    expect(
      within(fromResume)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('County Hospital')]);

    await user.click(within(fromResume).getByRole('button', { name: 'Dismiss the rest' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'From your resume' })).toBeNull());
    expect(server.state.writes.at(-1)).toEqual({ method: 'DISMISS' });
  });

  it('asks to save or cancel an open editor before anything else, and Cancel goes back where it was', async () => {
    const { user } = await openStep('history', { history: [COMPLETE_JOB] });
    const add = screen.getByRole('button', { name: 'Add a job' });
    await user.click(add);
    await user.type(textbox('Institution or employer'), 'Lakeside');
    for (const name of ['Next', 'Add a training position', 'Edit Staff nurse, Mercy Hospital', 'Back']) {
      await user.click(screen.getByRole('button', { name }));
      const alert = await screen.findByText(
        'Please save or cancel the experience you are editing before continuing.',
      );
      await waitFor(() => expect(document.activeElement).toBe(alert.closest('[role="alert"]')));
    }
    expect(
      screen.getAllByRole('region', { name: /Add a job|Edit position|Add a training position/ }),
    ).toHaveLength(1);
    expect(textbox('Institution or employer').value).toBe('Lakeside');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Add a job' })).toBeNull();
    expect(document.activeElement).toBe(add);
  });

  it('says what is missing when Next is chosen before the step is complete', async () => {
    const { user } = await openStep('history');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const title = await screen.findByText('Your work history is not complete yet:');
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Add at least one job or training position.',
      'Explain each gap in your work history, or add the positions that cover it.',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Work history' })).toBeTruthy();
  });

  it('adds a training position with its type of training', async () => {
    const { user, server } = await openStep('history', { config: { optional_work_history: true } });
    await user.click(screen.getByRole('button', { name: 'Add a training position' }));
    editor('Add a training position');
    expect(screen.getByRole('combobox', { name: 'Type of position' })).toHaveProperty('value', 'training');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of training' }), 'residency');
    await user.type(textbox('Institution or employer'), 'University Hospital');
    await user.type(textbox('Program name'), 'Internal Medicine');
    await user.click(screen.getByRole('checkbox', { name: "I don't know this verification information" }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(listedEntries()).toEqual(['University Hospital']));
    expect(screen.getByText(/^Training \(Residency\) ·/)).toBeTruthy();
    expect(server.state.writes.at(-1)?.entry).toMatchObject({
      type: 'training',
      training_type: 'residency',
      program_name: 'Internal Medicine',
    });
  });
});
