import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { NP_ANSWERS, fakeEnrollmentServer } from '../test/fake-server';
import type { Saved } from '../test/fake-server';
import { personalInfoSample } from '#web/test/contract-samples';

const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 8000 });
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const summary = () => screen.findByRole('alert', { name: 'There is a problem' });

/** Everything before `step` answered (an NP's), nothing from `step` on. */
function answeredBefore(...unanswered: string[]): Saved {
  return Object.fromEntries(Object.entries(NP_ANSWERS).filter(([key]) => !unanswered.includes(key)));
}

describe('the personal steps', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('name: starts from the first and last name typed at sign-up, saved only by Next', async () => {
    const server = fakeEnrollmentServer(
      { 'basic_info|occupation_code': 'RN' },
      {
        'GET /api/personal_info': json({
          data: personalInfoSample({ first_name: 'Rowan', last_name: 'Achebe' }),
        }),
      },
    );
    const { user } = await renderApp('/enroll/name');
    await heading('Name');
    expect(textbox('First name').value).toBe('Rowan');
    expect(textbox('Last name').value).toBe('Achebe');
    expect(textbox('Middle name').value).toBe('');
    expect(server.posts).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Date of birth');
    expect(server.posts.at(-1)).toEqual({
      'basic_info|first_name': 'Rowan',
      'basic_info|middle_name': '',
      'basic_info|last_name': 'Achebe',
      'basic_info|suffix': '',
    });
  });

  it('name: a saved name wins over the sign-up name', async () => {
    fakeEnrollmentServer(
      {
        'basic_info|occupation_code': 'RN',
        'basic_info|first_name': 'Ro',
        'basic_info|last_name': 'Achebe-Lund',
        'basic_info|date_of_birth': '1984-02-29',
      },
      {
        'GET /api/personal_info': json({
          data: personalInfoSample({ first_name: 'Rowan', last_name: 'Achebe' }),
        }),
      },
    );
    await renderApp('/enroll/name');
    await heading('Name');
    expect(textbox('First name').value).toBe('Ro');
    expect(textbox('Last name').value).toBe('Achebe-Lund');
  });

  it('name: the shared rules beside each field and in the summary; trimmed values are saved', async () => {
    const server = fakeEnrollmentServer({ 'basic_info|occupation_code': 'RN' });
    const { user } = await renderApp('/enroll/name');
    await heading('Name');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const problems = await summary();
    expect(
      within(problems)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#enroll-first_name', '#enroll-last_name']);
    expect(document.activeElement).toBe(problems);
    expect(textbox('First name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This Field is Required')).toHaveLength(4); // 2 beside fields, 2 in the summary

    await user.type(textbox('First name'), '  Avery ');
    await user.click(textbox('Last name'));
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Please use at most 100 characters.')).toHaveLength(2);
    await user.clear(textbox('Last name'));
    await user.type(textbox('Last name'), 'Nguyen');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Date of birth');
    expect(server.posts.at(-1)).toEqual({
      'basic_info|first_name': 'Avery',
      'basic_info|middle_name': '',
      'basic_info|last_name': 'Nguyen',
      'basic_info|suffix': '',
    });
  });

  it('name: the server’s field details land on their fields', async () => {
    fakeEnrollmentServer(
      { 'basic_info|occupation_code': 'RN' },
      {
        'POST /api/self_attested': json(
          {
            error: {
              code: 'request.invalid',
              message: 'Bad Request',
              details: [{ path: 'data.basic_info|last_name', message: 'validation.required' }],
            },
          },
          400,
        ),
      },
    );
    const { user } = await renderApp('/enroll/name');
    await heading('Name');
    await user.type(textbox('First name'), 'Avery');
    await user.type(textbox('Last name'), 'Nguyen');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const problems = await summary();
    expect(within(problems).getByRole('link', { name: 'This Field is Required' }).getAttribute('href')).toBe(
      '#enroll-last_name',
    );
    expect(textbox('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Name' })).toBeTruthy();
  });

  it('a failed connection keeps what was typed and says so; Next again saves it', async () => {
    let online = false;
    const server = fakeEnrollmentServer({ 'basic_info|occupation_code': 'RN' });
    const post = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (input, init) => {
      if (!online && init?.method === 'POST') throw new TypeError('Failed to fetch');
      return post(input, init);
    });
    const { user } = await renderApp('/enroll/name');
    await heading('Name');
    await user.type(textbox('First name'), 'Avery');
    await user.type(textbox('Last name'), 'Nguyen');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const notice = await screen.findByText(/We could not reach Credence, so this step is not saved yet/);
    expect(document.activeElement).toBe(notice);
    expect(textbox('First name').value).toBe('Avery');
    online = true;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await heading('Date of birth')).toBeTruthy();
  });

  it('Next shows that it is saving until the answer comes', async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeEnrollmentServer(
      { 'basic_info|occupation_code': 'RN' },
      { 'POST /api/self_attested': () => new Promise<Response>((resolve) => (answer = resolve)) },
    );
    const { user } = await renderApp('/enroll/name');
    await heading('Name');
    await user.type(textbox('First name'), 'Avery');
    await user.type(textbox('Last name'), 'Nguyen');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving.getAttribute('aria-disabled')).toBe('true');
    answer(new Response(JSON.stringify({ data: {} }), { headers: { 'content-type': 'application/json' } }));
    expect(await heading('Date of birth')).toBeTruthy();
  });

  it('date of birth: the YYYY-MM-DD mask and the shared date rules', async () => {
    const server = fakeEnrollmentServer(
      answeredBefore('basic_info|date_of_birth', 'basic_info|place_of_birth'),
    );
    const { user } = await renderApp('/enroll/dob');
    await heading('Date of birth');
    await user.type(textbox('Date of birth'), '19841329');
    expect(textbox('Date of birth').value).toBe('1984-13-29');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Please enter a valid date in the YYYY-MM-DD format')).toHaveLength(2);
    await user.clear(textbox('Date of birth'));
    await user.type(textbox('Date of birth'), '1901-01-01');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Date must be within the past 85 years.')).toHaveLength(2);
    await user.clear(textbox('Date of birth'));
    await user.type(textbox('Date of birth'), '19840229');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Place of birth');
    expect(server.posts.at(-1)).toEqual({ 'basic_info|date_of_birth': '1984-02-29' });
  });

  it('date of birth: a saved date shows in full to edit, though the server answers it masked', async () => {
    const server = fakeEnrollmentServer(NP_ANSWERS);
    await renderApp('/enroll/dob');
    await heading('Date of birth');
    expect(textbox('Date of birth').value).toBe('1984-02-29');
    expect(callsTo(server.fetch, 'GET /api/self_attested/unmasked')).toHaveLength(1);
  });

  it('place of birth: United States first, then a state is required; other countries have none', async () => {
    const server = fakeEnrollmentServer(
      answeredBefore('basic_info|place_of_birth', 'basic_info|citizenship'),
    );
    const { user } = await renderApp('/enroll/pob');
    await heading('Place of birth');
    const country = screen.getByRole('combobox', { name: 'Country of birth' });
    expect(within(country).getAllByRole('option')[1]!.textContent).toBe('United States');
    await user.selectOptions(country, 'US');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This Field is Required')).toHaveLength(2);
    await user.selectOptions(country, 'FR');
    expect(screen.queryByRole('combobox', { name: 'State of birth' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Citizenship');
    expect(server.posts.at(-1)).toEqual({ 'basic_info|place_of_birth': { country: 'FR' } });
  });

  it('citizenship: at least one country, more added with a button', async () => {
    const server = fakeEnrollmentServer(
      answeredBefore('basic_info|citizenship', 'basic_info|social_security'),
    );
    const { user } = await renderApp('/enroll/citizenship');
    await heading('Citizenship');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Please choose at least one country of citizenship.')).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country of citizenship 1' }), 'US');
    await user.click(screen.getByRole('button', { name: 'Add another country' }));
    const second = screen.getByRole('combobox', { name: 'Country of citizenship 2' });
    expect(document.activeElement).toBe(second);
    await user.selectOptions(second, 'CA');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Social security number');
    expect(server.posts.at(-1)).toEqual({ 'basic_info|citizenship': ['US', 'CA'] });
  });

  it('SSN: nine boxes, saved formatted, then shown only masked with a Change action', async () => {
    const server = fakeEnrollmentServer(answeredBefore('basic_info|social_security', 'address|line_1'));
    const { user } = await renderApp('/enroll/ssn');
    await heading('Social security number');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This Field is Required')).toHaveLength(2);
    await user.click(screen.getByLabelText('Digit 1 of 9'));
    await user.keyboard('123456789');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Home address');
    expect(server.posts.at(-1)).toEqual({ 'basic_info|social_security': '123-45-6789' });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Social security number');
    expect(screen.getByText('***-**-6789')).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Social security number/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change social security number' }));
    expect(document.activeElement?.id).toBe('enroll-ssn-digit-0');
    await user.click(screen.getByRole('button', { name: 'Keep the saved number (***-**-6789)' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Home address');
    expect(server.posts).toHaveLength(1);
  });
});
