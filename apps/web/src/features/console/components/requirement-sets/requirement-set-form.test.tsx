import { STAFF_ROLE_ACTIONS } from '@credence/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, json, mockFetch, type Handler } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';

// The requirement set editor on the one form engine: the shared schema's problems show beside their fields and
// in the error summary (which takes focus), a server 400's details land on the field they name, a valid set is
// sent as the body the contract checks.
const SET = 'c1d2e3f4-0000-4000-8000-000000000001';
const WINDOW = 'Verification window, days (1–365; empty: 120)';

const saved = (name: string) => ({
  id: SET,
  name,
  credential_set: [],
  application_config: { verification_window_days: 90 },
  attested_reqs: [],
  task_templates: [],
  subscribed: 0,
  updated_at: null,
});

function server(create: Handler) {
  return mockFetch({
    'GET /api/console/me': json({
      data: {
        group: { id: 'g', name: 'Riverside Health', slug: 'riverside-health' },
        role: 'admin',
        actions: [...STAFF_ROLE_ACTIONS.admin],
      },
    }),
    'GET /api/console/requirements': json({ data: [] }),
    'GET /api/console/requirement-options': json({
      data: {
        credential_types: [{ type: 'state_license', fields: ['license_number', 'expiration_date'] }],
        question_sets: [{ id: 'caqh', kind: 'attestation' }],
        provider_types: ['RN', 'MD'],
      },
    }),
    'POST /api/console/requirements': create,
    [`GET /api/console/requirements/${SET}`]: json({ data: saved('Nurse onboarding 2027') }),
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create the requirement set' }));

async function openNew() {
  await renderApp('/admin/requirements/new');
  // The console's chunk loads lazily: the first render may take longer than a second on a loaded machine.
  await screen.findByRole('heading', { level: 1, name: 'New requirement set' }, { timeout: 10_000 });
}

describe('the requirement set form', () => {
  it('an empty name and a window of 366 days show in the focused summary and beside their fields; nothing is sent', async () => {
    const fetch = server(() => json({ data: saved('x') }, 201));
    await openNew();
    type(WINDOW, '366');
    create();
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#set-name',
      '#setting-verification_window_days',
    ]);
    expect(links[0]!.textContent).toBe('This Field is Required');
    expect(links[1]!.textContent).toBe('Enter a value this setting allows (see its label).');
    expect(summary.textContent).toContain(`${WINDOW}: `);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(WINDOW).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetch, 'POST /api/console/requirements')).toHaveLength(0);

    // 365 is allowed (the edge the label states).
    type('Name', 'Nurse onboarding 2027');
    type(WINDOW, '365');
    create();
    await waitFor(() => expect(callsTo(fetch, 'POST /api/console/requirements')).toHaveLength(1));
  });

  it('a question task without its question set links to that select', async () => {
    const fetch = server(() => json({ data: saved('x') }, 201));
    await openNew();
    type('Name', 'Nurse onboarding 2027');
    fireEvent.click(screen.getByRole('button', { name: 'Add a task template' }));
    type('Task 1: name', 'Disclosure questions');
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'question' } });
    create();
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    const [link] = within(summary).getAllByRole('link');
    expect(link!.getAttribute('href')).toBe(`#${screen.getByLabelText('Question set').id}`);
    expect(screen.getByLabelText('Question set').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetch, 'POST /api/console/requirements')).toHaveLength(0);
  });

  it('sends the body the contract checks and opens the new set', async () => {
    const fetch = server(() => json({ data: saved('Nurse onboarding 2027') }, 201));
    await openNew();
    type('Name', '  Nurse onboarding 2027 ');
    fireEvent.click(screen.getByLabelText('RN'));
    type(WINDOW, '90');
    create();
    await screen.findByRole('heading', { level: 1, name: 'Nurse onboarding 2027' });
    const [call] = callsTo(fetch, 'POST /api/console/requirements');
    const body = JSON.parse(String(call!.body));
    expect(body.name).toBe('Nurse onboarding 2027');
    expect(body.application_config.verification_window_days).toBe(90);
    expect(body.application_config.provider_types).toEqual(['RN']);
  });

  it("puts a server 400's detail on the field it names", async () => {
    server(() =>
      json(
        {
          error: {
            code: 'request.invalid',
            message: 'bad',
            details: [{ path: 'application_config.look_back_years', message: 'validation.required' }],
          },
        },
        400,
      ),
    );
    await openNew();
    type('Name', 'Nurse onboarding 2027');
    create();
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link').getAttribute('href')).toBe('#setting-look_back_years');
    expect(
      screen.getByLabelText('Work history look-back, years (1–85; empty: 5)').getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('a failure without details says the set was not saved and keeps what was typed', async () => {
    server(() => apiError(500, 'internal-error'));
    await openNew();
    type('Name', 'Nurse onboarding 2027');
    create();
    expect(await screen.findByText('The set could not be saved. Try again.')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Nurse onboarding 2027');
  });
});
