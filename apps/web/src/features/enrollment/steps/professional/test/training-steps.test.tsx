import type { TrainingProgram } from '@credence/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json } from '#web/test/fetch';
import type { Handler } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { fakeEnrollmentServer } from '#web/features/enrollment/test/fake-server';
import type { Saved } from '#web/features/enrollment/test/fake-server';
import { MD_PERSONAL, heading, next } from './fixtures';

const PROGRAMS: TrainingProgram[] = [
  {
    id: 'res-mgh-im',
    program_name: 'Internal Medicine Residency',
    institution_name: 'Massachusetts General Hospital',
    city: 'Boston',
    state: 'MA',
    specialty: 'Internal Medicine',
    training_type: 'residency',
  },
  {
    id: 'res-bmc-em',
    program_name: 'Emergency Medicine Residency',
    institution_name: 'Boston Medical Center',
    city: 'Boston',
    state: 'MA',
    specialty: 'Emergency Medicine',
    training_type: 'residency',
  },
];

const AT_TRAINING: Saved = {
  ...MD_PERSONAL,
  'basic_info|specialty_code': '207RC0000X',
  'licenses|list': [{ record_type: 'state_license', state: 'MA', license_number: '267891' }],
  'licenses|has_no_license_dea': true,
};

/** POST /api/training as the server: appends the position to work_history|history. */
function trainingRoute(saved: () => Saved): Handler {
  return ({ init }) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    const program = PROGRAMS.find((candidate) => candidate.id === body.program_id);
    const position = {
      id: 'pos-1',
      type: 'training',
      training_type: body.training_type,
      program_id: body.program_id,
      program_name: program?.program_name ?? body.program_name,
      institution: program?.institution_name ?? body.institution_name,
      specialty: program?.specialty ?? body.specialty,
      start_date: body.start_date,
      end_date: body.end_date,
      isCurrent: body.isCurrent,
      address_city: program?.city ?? body.city,
      address_state: program?.state ?? body.state,
      address_country: 'US',
    };
    const store = saved();
    store['work_history|history'] = [...((store['work_history|history'] as unknown[]) ?? []), position];
    return json({ data: position });
  };
}

describe('the training steps', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('"I have no training to list" is saved and skips the position screen', async () => {
    const server = fakeEnrollmentServer(AT_TRAINING);
    const { user } = await renderApp('/enroll');
    await heading('Training');
    await user.click(next());
    expect(await screen.findAllByText('Please choose the type of training.')).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: 'I have no training to list' }));
    await user.click(next());
    await heading('Other names');
    expect(server.posts.at(-1)).toEqual({ 'basic_info|graduate_attested_none': true });
  });

  it('a program from the list, then its dates (the work-history rules), sent to POST /api/training', async () => {
    let store: Saved = {};
    const server = fakeEnrollmentServer(AT_TRAINING, {
      'GET /api/physician_training': ({ url }) => {
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        return json({ data: PROGRAMS.filter((program) => program.program_name.toLowerCase().includes(q)) });
      },
      'POST /api/training': trainingRoute(() => store),
    });
    store = server.saved;
    const { user } = await renderApp('/enroll');
    await heading('Training');
    await user.click(screen.getByRole('radio', { name: 'Residency' }));
    expect(await screen.findByText('Programs found: 2')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search programs' }), 'internal');
    expect(await screen.findByText('Programs found: 1', {}, { timeout: 3000 })).toBeTruthy();
    const choices = screen.getByRole('group', { name: 'Choose your program' });
    await user.click(
      within(choices).getByRole('radio', {
        name: 'Internal Medicine Residency, Massachusetts General Hospital, Boston, MA',
      }),
    );
    await user.click(next());
    await heading('Training position');
    expect(
      screen.getByText('Program: Internal Medicine Residency, Massachusetts General Hospital, Boston, MA'),
    ).toBeTruthy();
    await user.click(next());
    expect(await screen.findAllByText('This Field is Required')).toHaveLength(4);
    await user.type(screen.getByRole('textbox', { name: 'Start date' }), '072015');
    await user.type(screen.getByRole('textbox', { name: 'End date' }), '062014');
    await user.click(next());
    expect(await screen.findAllByText('End Date must be after Start Date')).toHaveLength(2);
    await user.clear(screen.getByRole('textbox', { name: 'End date' }));
    await user.type(screen.getByRole('textbox', { name: 'End date' }), '062018');
    await user.click(next());
    await heading('Other names');
    const [post] = callsTo(server.fetch, 'POST /api/training');
    expect(JSON.parse(String(post!.body))).toEqual({
      program_id: 'res-mgh-im',
      program_name: '',
      institution_name: '',
      city: '',
      state: '',
      specialty: '',
      training_type: 'residency',
      start_date: '07/2015',
      end_date: '06/2018',
      isCurrent: false,
    });
  });

  it('when the program list fails, the program is typed; "still in this program" needs no end date', async () => {
    let store: Saved = {};
    const server = fakeEnrollmentServer(AT_TRAINING, {
      'GET /api/physician_training': json({ error: { code: 'service.unavailable', message: 'down' } }, 503),
      'POST /api/training': trainingRoute(() => store),
    });
    store = server.saved;
    const { user } = await renderApp('/enroll');
    await heading('Training');
    await user.click(screen.getByRole('radio', { name: 'Fellowship' }));
    expect(
      await screen.findByText('We could not find your training programs. Please enter them manually.'),
    ).toBeTruthy();
    await user.click(next());
    await heading('Training position');
    await user.type(screen.getByRole('textbox', { name: 'Program name' }), 'Cardiology Fellowship');
    await user.type(screen.getByRole('textbox', { name: 'End date' }), '062020');
    await user.click(screen.getByRole('checkbox', { name: 'I am still in this program' }));
    const endDate = screen.getByRole('textbox', { name: 'End date' }) as HTMLInputElement;
    expect(endDate.disabled).toBe(true);
    expect(endDate.value).toBe('');
    await user.type(screen.getByRole('textbox', { name: 'Start date' }), '072023');
    await user.click(next());
    // Institution, state and specialty are still missing; what was typed stays.
    expect(await screen.findAllByText('This Field is Required')).toHaveLength(6);
    expect((screen.getByRole('textbox', { name: 'Program name' }) as HTMLInputElement).value).toBe(
      'Cardiology Fellowship',
    );
    await user.type(screen.getByRole('textbox', { name: 'Institution' }), 'Boston Medical Center');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'MA');
    await user.type(screen.getByRole('textbox', { name: 'Specialty' }), 'Cardiology');
    await user.click(next());
    await heading('Other names');
    const [post] = callsTo(server.fetch, 'POST /api/training');
    expect(JSON.parse(String(post!.body))).toMatchObject({
      program_id: '',
      program_name: 'Cardiology Fellowship',
      institution_name: 'Boston Medical Center',
      state: 'MA',
      specialty: 'Cardiology',
      training_type: 'fellowship',
      start_date: '07/2023',
      end_date: '',
      isCurrent: true,
    });
  });
});
