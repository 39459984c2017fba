import { STAFF_ROLE_ACTIONS } from '@credence/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';

const SUB = 'b1c2d3e4-0000-4000-8000-000000000001';
const TASK = 'b1c2d3e4-0000-4000-8000-000000000002';
const TEMPLATE = 'b1c2d3e4-0000-4000-8000-000000000003';
const me = (role: 'admin' | 'recruiter') => ({
  data: {
    group: { id: 'g', name: 'Riverside Health', slug: 'riverside-health' },
    role,
    actions: [...STAFF_ROLE_ACTIONS[role]],
  },
});
const task = {
  id: TASK,
  template_id: 't0',
  name: 'Upload your BLS card',
  type: 'document',
  required_for_share: true,
  task_status: 'submitted',
  assigned_at: '2026-11-01T00:00:00.000Z',
  submitted_at: '2026-11-02T00:00:00.000Z',
  review_message: null,
  reviewed_at: null,
  reviewed_by: null,
};
const file = {
  id: SUB,
  first_name: 'Jordan',
  last_name: 'Rivera',
  email: 'demo.clinician@credence.test',
  state: 'enrolling',
  requirement: { id: 'r', name: 'Hospitalist onboarding' },
  checklist: {
    ready: false,
    window_days: 120,
    items: [
      {
        kind: 'credential',
        key: 'dea',
        name: null,
        status: 'missing',
        credential_id: null,
        verified_at: null,
        pending_identity: false,
        fix: null,
      },
    ],
  },
  tasks: [task],
  assignable: [
    {
      id: TEMPLATE,
      name: 'Upload your TB test',
      type: 'document',
      required_for_share: true,
      wallet_location: null,
      sign_and_submit_order: null,
      question_set: null,
      assigned: 0,
    },
  ],
  reviewed_at: null,
  reviewed_by: null,
};

function server(role: 'admin' | 'recruiter', overrides: Record<string, () => Response> = {}) {
  return mockFetch({
    'GET /api/console/me': json(me(role)),
    [`GET /api/console/clinicians/${SUB}`]: json({ data: file }),
    [`POST /api/console/clinicians/${SUB}/tasks`]: json(
      { data: { ...task, id: 'n', name: 'Upload your TB test', task_status: 'todo' } },
      201,
    ),
    [`POST /api/console/tasks/${TASK}/return`]: json({
      data: { ...task, task_status: 'todo', review_message: 'Whole card, please.' },
    }),
    [`POST /api/console/tasks/${TASK}/accept`]: json({ data: { ...task, task_status: 'completed' } }),
    ...overrides,
  });
}

const invalid = (path: string, message: string) => () =>
  json({ error: { code: 'request.invalid', message: 'Invalid request', details: [{ path, message }] } }, 400);

describe("/admin/clinicians/<id>, a clinician's file", () => {
  it('shows the checklist, assigns a template, and returns a submission only with a message', async () => {
    const fetch = server('admin');
    await renderApp(`/admin/clinicians/${SUB}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' }, { timeout: 5000 }),
    ).toBeTruthy();
    const checklist = screen.getByRole('region', { name: 'Checklist against the requirement set' });
    expect(within(checklist).getByText('Missing')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Assign the task' }));
    expect(
      await screen.findByText('“Upload your TB test” assigned; the clinician has been notified.'),
    ).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetch, `POST /api/console/clinicians/${SUB}/tasks`)[0]!.body))).toEqual({
      template_id: TEMPLATE,
    });
    const returnButton = screen.getByRole('button', {
      name: 'Return “Upload your BLS card” with the message',
    });
    fireEvent.click(returnButton);
    // In the error summary and beside the field (one form engine).
    expect(await screen.findAllByText('Write what the clinician should change.')).toHaveLength(2);
    expect(callsTo(fetch, `POST /api/console/tasks/${TASK}/return`)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Message to the clinician (to return the task)'), {
      target: { value: 'Whole card, please.' },
    });
    fireEvent.click(returnButton);
    expect(await screen.findByText('“Upload your BLS card” returned to the clinician.')).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetch, `POST /api/console/tasks/${TASK}/return`)[0]!.body))).toEqual({
      message: 'Whole card, please.',
    });
  });

  it('an empty return message shows in the summary, which takes focus, and beside the field', async () => {
    const fetch = server('admin');
    await renderApp(`/admin/clinicians/${SUB}`);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Return “Upload your BLS card” with the message' }),
    );
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: 'Write what the clinician should change.' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const box = screen.getByLabelText('Message to the clinician (to return the task)');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Write what the clinician should change.',
    );
    expect(callsTo(fetch, `POST /api/console/tasks/${TASK}/return`)).toHaveLength(0);
  });

  it('a server 400 with details lands on the field it names (the message, the template)', async () => {
    server('admin', {
      [`POST /api/console/tasks/${TASK}/return`]: invalid('message', 'console.file.message-required'),
      [`POST /api/console/clinicians/${SUB}/tasks`]: invalid('template_id', 'validation.required'),
    });
    await renderApp(`/admin/clinicians/${SUB}`);
    fireEvent.change(await screen.findByLabelText('Message to the clinician (to return the task)'), {
      target: { value: 'Whole card, please.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Return “Upload your BLS card” with the message' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: 'Write what the clinician should change.' }),
    ).toBeTruthy();
    expect(
      screen.getByLabelText('Message to the clinician (to return the task)').getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.queryByText('“Upload your BLS card” returned to the clinician.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Assign the task' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Task template to assign').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByRole('link', { name: 'This Field is Required' }).length).toBeGreaterThan(0);
  });

  it('a recruiter (no assign_tasks) gets the not-found page the server answers with 403', async () => {
    mockFetch({
      'GET /api/console/me': json(me('recruiter')),
      [`GET /api/console/clinicians/${SUB}`]: json(
        { error: { code: 'auth.insufficient-permission', message: 'Forbidden' } },
        403,
      ),
    });
    await renderApp(`/admin/clinicians/${SUB}`);
    expect(await screen.findByText('This clinician was not found in your organization.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });
});
