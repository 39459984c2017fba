import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { SUPPLEMENTARY_TASK_KEY_PREFIX } from '#web/lib/task-storage';
import { D_TASK, GROUP, Q_TASK, TASKS, blsCard, detailOf, holder, offsetOf, xsrf } from './test-fixtures';

// /supplementary-tasks/{subGroup}/{taskId?} (000 §4): the active supplementary task is kept in session storage.

function serve() {
  return mockFetch({
    'GET /api/xsrf': xsrf,
    'GET /api/holder_task': () => json({ data: holder }),
    'GET /api/document': () => json({ data: [blsCard] }),
    [`GET /api/clinician_task/${D_TASK}`]: ({ url }) =>
      json({
        data:
          url.searchParams.get('action') === 'offset'
            ? offsetOf(0, 2, null, Q_TASK)
            : { action: 'prefill', ...detailOf(TASKS.document) },
      }),
    [`GET /api/clinician_task/${Q_TASK}`]: ({ url }) =>
      json({
        data:
          url.searchParams.get('action') === 'offset'
            ? offsetOf(1, 2, D_TASK, null)
            : { action: 'prefill', ...detailOf(TASKS.question) },
      }),
  });
}

const KEY = `${SUPPLEMENTARY_TASK_KEY_PREFIX}${GROUP}`;

describe('/supplementary-tasks', () => {
  it('opens the task in the address and keeps it as the active one in session storage', async () => {
    serve();
    sessionStorage.removeItem(KEY);
    await renderApp(`/supplementary-tasks/${GROUP}/${Q_TASK}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tasks from Riverside Health' }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Answer the professional disclosure questions' }),
    ).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem(KEY)).toBe(Q_TASK));
    expect(localStorage.getItem(KEY)).toBeNull();
    // Previous from the offset action, within this organization's tasks.
    expect((await screen.findByRole('link', { name: 'Previous task' })).getAttribute('href')).toBe(
      `/supplementary-tasks/${GROUP}/${D_TASK}`,
    );
    expect(screen.getByText('Task 2 of 2')).toBeTruthy();
  });

  it('without a task in the address, opens the one this tab had open', async () => {
    serve();
    sessionStorage.setItem(KEY, Q_TASK);
    await renderApp(`/supplementary-tasks/${GROUP}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Answer the professional disclosure questions' }),
    ).toBeTruthy();
  });

  it('without one kept, opens the first open task', async () => {
    serve();
    sessionStorage.removeItem(KEY);
    await renderApp(`/supplementary-tasks/${GROUP}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Upload your BLS card' })).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem(KEY)).toBe(D_TASK));
  });

  it('says so for an organization with no tasks for the clinician', async () => {
    serve();
    await renderApp('/supplementary-tasks/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('This organization has no tasks for you.')).toBeTruthy();
  });
});
