import type { SpecialtyOption } from '@credence/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { fakeEnrollmentServer } from '#web/features/enrollment/test/fake-server';
import { NPPES_NP, NP_PERSONAL, SAVED_RN, heading, next, summary, unavailable } from './fixtures';

const NP_SPECIALTIES: SpecialtyOption[] = [
  {
    code: '363L00000X',
    classification: 'Nurse Practitioner',
    specialization: '',
    display: 'Nurse Practitioner',
  },
  {
    code: '363LF0000X',
    classification: 'Nurse Practitioner',
    specialization: 'Family',
    display: 'Nurse Practitioner, Family',
  },
  {
    code: '363LP0808X',
    classification: 'Nurse Practitioner',
    specialization: 'Psych/Mental Health',
    display: 'Nurse Practitioner, Psych/Mental Health',
  },
];

const AT_SPECIALTY = {
  ...NP_PERSONAL,
  'identifiers|nppes_number': '1588472039',
  'identifiers|ncsbn_number': '20481357',
  'licenses|list': [SAVED_RN],
};
const AT_ALIAS = {
  ...AT_SPECIALTY,
  'basic_info|specialty_code': '363LF0000X',
  'licenses|has_no_license_dea': true,
};

describe('the specialty and other-names steps', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('specialty: the provider type’s list, narrowed while typing (debounced), one chosen and saved', async () => {
    const server = fakeEnrollmentServer(AT_SPECIALTY, {
      'GET /api/specialty': ({ url }) => {
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        return json({ data: NP_SPECIALTIES.filter((option) => option.display.toLowerCase().includes(q)) });
      },
    });
    const { user } = await renderApp('/enroll');
    await heading('Specialty');
    expect(await screen.findByText('Specialties found: 3')).toBeTruthy();
    await user.click(next());
    expect(await screen.findAllByText('This Field is Required')).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Search specialties' }), 'psych');
    expect(await screen.findByText('Specialties found: 1', {}, { timeout: 3000 })).toBeTruthy();
    // One request for the whole word, after typing paused; the provider type narrows the list.
    const searches = callsTo(server.fetch, 'GET /api/specialty').map((call) => call.url.search);
    expect(searches).toEqual(['?provider_type=NP', '?provider_type=NP&q=psych']);
    const choices = screen.getByRole('group', { name: 'Choose your specialty' });
    await user.click(
      within(choices).getByRole('radio', { name: 'Nurse Practitioner, Psych/Mental Health (363LP0808X)' }),
    );
    expect(
      screen.getByText('Your specialty: Nurse Practitioner, Psych/Mental Health (363LP0808X)'),
    ).toBeTruthy();
    await user.click(next());
    await heading('DEA registration');
    expect(server.posts.at(-1)).toEqual({ 'basic_info|specialty_code': '363LP0808X' });
  });

  it('specialty filled in from NPPES: the wizard reopens at it until its own Next confirms it', async () => {
    const server = fakeEnrollmentServer(
      {
        ...AT_SPECIALTY,
        'basic_info|specialty_code': '363LF0000X',
        'status|unconfirmed_steps': ['specialty'],
      },
      { 'GET /api/specialty': json({ data: NP_SPECIALTIES }) },
    );
    const { user } = await renderApp('/enroll');
    // Not DEA registration, the step after it: the prefilled specialty is not confirmed yet.
    await heading('Specialty');
    await user.click(next());
    await heading('DEA registration');
    expect(server.posts.at(-1)).toEqual({
      'basic_info|specialty_code': '363LF0000X',
      'status|unconfirmed_steps': [],
    });
  });

  it('specialty: when the list cannot be reached, the code is typed and checked with the shared rule', async () => {
    const server = fakeEnrollmentServer(AT_SPECIALTY, {
      'GET /api/specialty': json(unavailable('the specialty list'), 503),
    });
    const { user } = await renderApp('/enroll');
    await heading('Specialty');
    expect(
      await screen.findByText(
        'We could not reach the specialty list. You can enter this information yourself.',
      ),
    ).toBeTruthy();
    const code = screen.getByRole('textbox', { name: 'Specialty taxonomy code' });
    await user.type(code, '363LF');
    await user.click(next());
    expect(await screen.findAllByText('Please choose a specialty from the list.')).toHaveLength(2);
    await user.type(code, '0000x');
    await user.click(next());
    await heading('DEA registration');
    expect(server.posts.at(-1)).toEqual({ 'basic_info|specialty_code': '363LF0000X' });
  });

  it('other names: yes or no is required; NPPES names are offered with their source; names are checked', async () => {
    const server = fakeEnrollmentServer(AT_ALIAS, {
      'GET /api/other_names': json({ data: NPPES_NP.other_names }),
    });
    const { user } = await renderApp('/enroll');
    await heading('Other names');
    await user.click(next());
    const problems = await summary();
    expect(within(problems).getByRole('link').textContent).toBe(
      'Please add your other names or indicate that you have none.',
    );
    const suggestions = await screen.findByRole('region', { name: 'Other names in NPPES' });
    expect(within(suggestions).getByText('Maria Delgado (Former Name)')).toBeTruthy();
    expect(within(suggestions).getByText('From NPPES')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Add another name' }));
    await user.type(screen.getByRole('textbox', { name: 'First name 2' }), 'Mia');
    await user.click(within(suggestions).getByRole('button', { name: 'Add Maria Delgado' }));
    // The empty first row made way for the suggestion; the typed row stays.
    expect(
      (screen.getAllByRole('textbox', { name: /^First name/ }) as HTMLInputElement[]).map((box) => box.value),
    ).toEqual(['Mia', 'Maria']);
    await user.click(next());
    expect(await screen.findAllByText('This Field is Required')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Last name 1' }), 'Reyes');
    await user.click(next());
    await heading('Review');
    expect(server.posts.at(-1)).toEqual({
      'basic_info|has_other_names': true,
      'basic_info|other_names': [
        { first_name: 'Mia', middle_name: '', last_name: 'Reyes' },
        { first_name: 'Maria', middle_name: '', last_name: 'Delgado' },
      ],
    });
  });

  it('other names: "No" saves none; a failed NPPES look-up still lets the clinician answer', async () => {
    const server = fakeEnrollmentServer(AT_ALIAS, {
      'GET /api/other_names': json(unavailable('NPPES'), 503),
    });
    const { user } = await renderApp('/enroll');
    await heading('Other names');
    expect(
      await screen.findByText('We could not find your other names. Please enter them manually.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(next());
    await heading('Review');
    await waitFor(() =>
      expect(server.posts.at(-1)).toEqual({
        'basic_info|has_other_names': false,
        'basic_info|other_names': [],
      }),
    );
  });
});
