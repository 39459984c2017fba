import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import {
  DOC_ID,
  D_TASK,
  GROUP,
  Q_TASK,
  S_TASK,
  TASKS,
  blsCard,
  detailOf,
  holder,
  offsetOf,
  xsrf,
} from './test-fixtures';

// /task/{taskId?} (issue 15; decision 048): the list, a question task (a 'Yes' needs its explanation before
// moving on, with the shared rule's words), a document task, read-only once submitted, and a missing task.

const formOf = (init: RequestInit) => init.body as FormData;

function serve(details: Record<string, ReturnType<typeof detailOf>>) {
  return mockFetch({
    'GET /api/xsrf': xsrf,
    'GET /api/holder_task': () => json({ data: holder }),
    'GET /api/document': () => json({ data: [blsCard] }),
    ...Object.fromEntries(
      Object.entries(details).map(([id, detail]) => [
        `GET /api/clinician_task/${id}`,
        ({ url }: { url: URL }) =>
          url.searchParams.get('action') === 'offset'
            ? json({ data: offsetOf(0, 2, null, D_TASK) })
            : json({ data: { action: 'prefill', ...detail } }),
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(details).map(([id, detail]) => [
        `PUT /api/clinician_task/${id}`,
        ({ init }: { init: RequestInit }) => {
          const submitted = formOf(init).get('submit') === 'true';
          return json({
            data: {
              ...detail,
              task: { ...detail.task, task_status: submitted ? 'submitted' : 'in_progress' },
            },
          });
        },
      ]),
    ),
  });
}

describe('/task', () => {
  it('lists the sign-and-submit tasks, then the supplementary ones by organization, and keeps the next slug', async () => {
    serve({});
    localStorage.removeItem('credence.next-sign-and-submit');
    await renderApp('/task');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your tasks' })).toBeTruthy();
    const ordered = await screen.findByRole('list', { name: 'Sign and submit' });
    expect(
      within(ordered).getByRole('link', { name: 'Attest to your immunization status' }).getAttribute('href'),
    ).toBe(`/task/${S_TASK}`);
    const group = screen.getByRole('list', { name: 'Tasks from Riverside Health' });
    expect(within(group).getByRole('link', { name: 'Upload your BLS card' }).getAttribute('href')).toBe(
      `/supplementary-tasks/${GROUP}/${D_TASK}`,
    );
    await waitFor(() => expect(localStorage.getItem('credence.next-sign-and-submit')).toBe(S_TASK));
  });

  it('a "Yes" asks for its explanation before Next moves on; Next then saves the answers', async () => {
    const fetch = serve({ [Q_TASK]: detailOf(TASKS.question) });
    const { user } = await renderApp(`/task/${Q_TASK}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Answer the professional disclosure questions' }),
    ).toBeTruthy();
    expect(screen.getByText('From Riverside Health')).toBeTruthy();
    expect(screen.getByText('Required before sharing')).toBeTruthy();
    expect(screen.getByText('Question 1 of 8')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect((await screen.findAllByText('This Field is Required')).length).toBeGreaterThan(0);
    await user.click(screen.getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    const message =
      'Please give a written explanation or upload a document for every "Yes" answer before continuing.';
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(callsTo(fetch, `PUT /api/clinician_task/${Q_TASK}`)).toHaveLength(0);
    await user.type(screen.getByLabelText('Explanation'), 'A claim in 2020, dismissed.');
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    // The malpractice question has a 10-year window: a 'Yes' also asks when it last happened.
    expect((await screen.findAllByText('Please give the date this last happened.')).length).toBeGreaterThan(
      0,
    );
    await user.type(screen.getByLabelText(/When did this last happen/), '20200310');
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByText('Question 2 of 8')).toBeTruthy();
    const [put] = callsTo(fetch, `PUT /api/clinician_task/${Q_TASK}`);
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')![1]!;
    expect(put).toBeTruthy();
    expect(formOf(sent).get('submit')).toBe('false');
    expect(JSON.parse(String(formOf(sent).get('answers'))).malpractice_claims).toEqual({
      answer: 'Yes',
      explanation: 'A claim in 2020, dismissed.',
      document: null,
      date: '2020-03-10',
    });
  });

  it('a document task needs its document to submit; a document uploaded before can be picked', async () => {
    const fetch = serve({ [D_TASK]: detailOf(TASKS.document) });
    const { user } = await renderApp(`/task/${D_TASK}`);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please upload the requested document.')).toBeTruthy();
    expect(callsTo(fetch, `PUT /api/clinician_task/${D_TASK}`)).toHaveLength(0);
    await user.selectOptions(
      await screen.findByLabelText('Or choose a document you uploaded before'),
      DOC_ID,
    );
    expect(screen.getByText('Document: BLSCard.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(callsTo(fetch, `PUT /api/clinician_task/${D_TASK}`)).toHaveLength(1));
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')![1]!;
    expect(formOf(sent).get('document_id')).toBe(DOC_ID);
    expect(formOf(sent).get('submit')).toBe('true');
  });

  it('a submitted task is read-only', async () => {
    serve({
      [Q_TASK]: detailOf(
        { ...TASKS.question, task_status: 'submitted' },
        {
          answers: { license_action: { answer: 'No', explanation: '', document: null, date: '' } },
          submitted_at: '2026-11-20T10:00:00.000Z',
        },
      ),
    });
    await renderApp(`/task/${Q_TASK}`);
    expect(await screen.findByText('You submitted this task. It can no longer be changed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Next question|Submit/ })).toBeNull();
    expect(screen.getAllByText('Not answered').length).toBe(7);
  });

  it('says a task it cannot find is not found', async () => {
    const missing = '66666666-6666-4666-8666-666666666666';
    mockFetch({
      'GET /api/xsrf': xsrf,
      [`GET /api/clinician_task/${missing}`]: () => apiError(404, 'request.not-found', 'Not found'),
    });
    await renderApp(`/task/${missing}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Task not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all your tasks' }).getAttribute('href')).toBe('/task');
  });
});
