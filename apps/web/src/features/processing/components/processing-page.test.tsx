import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { PROCESSING_DELAYED_AFTER_MS } from './processing-page';

const JOB_ID = '0f5d7c1e-2b7a-4c55-8f0e-3a1b2c3d4e5f';
const job = (extra: Record<string, unknown> = {}) => ({
  data: {
    id: JOB_ID,
    kind: 'consent.pdf',
    status: 'running',
    progress: 10,
    result: null,
    error: null,
    ...extra,
    // As the server answers it: in progress until the job has finished.
    in_progress: !['succeeded', 'failed'].includes(String(extra.status ?? 'running')),
  },
});

/**
 * Moves fake time on, then lets the fetches it started finish: a fetch body is read on the real event loop,
 * so a few real turns of it are awaited too.
 */
async function tick(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // React Query hands its updates over on short (fake) timeouts, so each real turn is followed by a step.
  for (let turn = 0; turn < 10; turn++) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    await act(() => vi.advanceTimersByTimeAsync(1));
  }
}
const live = () => document.querySelector('.processing [aria-live="polite"]')?.textContent;
// The snackbar region has an alert of its own: look inside the page.
const pageAlert = () => within(screen.getByRole('main')).getByRole('alert');

describe('/v3/processing', () => {
  beforeEach(() => {
    // Only the clocks the page and React Query use: reading a fetch body needs the real setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('polls the job every second while it runs, then leads on to the result', async () => {
    const answers = [
      job(),
      job({ progress: 60 }),
      job({ status: 'succeeded', progress: 100, result: { next_path: '/documents' } }),
    ];
    const fetch = mockFetch({ [`GET /api/job/${JOB_ID}`]: () => json(answers.shift() ?? answers.at(-1)) });
    await renderApp(`/v3/processing?job_id=${JOB_ID}`);
    await tick(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Processing' })).toBeTruthy();
    expect(live()).toBe('Working on it…');
    expect(callsTo(fetch, `GET /api/job/${JOB_ID}`)).toHaveLength(1);
    await tick(1000);
    expect(callsTo(fetch, `GET /api/job/${JOB_ID}`)).toHaveLength(2);
    await tick(1000);
    expect(screen.getByRole('heading', { name: 'All done' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/documents');
    // Finished: no more asking.
    await tick(5000);
    expect(callsTo(fetch, `GET /api/job/${JOB_ID}`)).toHaveLength(3);
  });

  it('says it is taking longer than usual after a while, and keeps polling', async () => {
    const fetch = mockFetch({ [`GET /api/job/${JOB_ID}`]: () => json(job()) });
    await renderApp(`/v3/processing?job_id=${JOB_ID}`);
    await tick(0);
    await tick(PROCESSING_DELAYED_AFTER_MS - 1000);
    expect(live()).toBe('Working on it…');
    await tick(1000);
    expect(live()).toBe('This is taking longer than usual. Please wait a little longer.');
    expect(callsTo(fetch, `GET /api/job/${JOB_ID}`).length).toBeGreaterThanOrEqual(20);
  });

  it('shows the error state with the job’s error code, and a way back', async () => {
    mockFetch({
      [`GET /api/job/${JOB_ID}`]: () => json(job({ status: 'failed', error: 'error.account-setup' })),
    });
    await renderApp(`/v3/processing?job_id=${JOB_ID}`);
    await tick(0);
    const alert = pageAlert();
    expect(alert.textContent).toContain('Processing failed');
    expect(alert.textContent).toContain(
      'We could not finish setting up your account. Please contact support.',
    );
    expect(screen.getByRole('link', { name: 'Back to your dashboard' }).getAttribute('href')).toBe(
      '/v3/dashboard',
    );
  });

  it('an unknown job (404) shows the error state at once, without asking again', async () => {
    const fetch = mockFetch({ [`GET /api/job/${JOB_ID}`]: apiError(404, 'request.not-found') });
    await renderApp(`/v3/processing?job_id=${JOB_ID}`);
    await tick(0);
    expect(pageAlert().textContent).toContain('We could not find this request.');
    await tick(5000);
    expect(callsTo(fetch, `GET /api/job/${JOB_ID}`)).toHaveLength(1);
  });

  it('with no job id, says there is nothing to wait for', async () => {
    const fetch = mockFetch({});
    await renderApp('/v3/processing');
    await tick(0);
    expect(pageAlert().textContent).toContain('We could not find this request.');
    // The shared header loads its own data; the page itself asks for no job.
    const jobCalls = fetch.mock.calls.filter(([input]) =>
      new URL(String(input), 'http://localhost:3000').pathname.startsWith('/api/job'),
    );
    expect(jobCalls).toHaveLength(0);
  });

  it('a failed job without a known code says something went wrong', async () => {
    mockFetch({ [`GET /api/job/${JOB_ID}`]: () => json(job({ status: 'failed', error: 'parser.crashed' })) });
    await renderApp(`/v3/processing?job_id=${JOB_ID}`);
    await tick(0);
    expect(pageAlert().textContent).toContain('Something went wrong. Please try again later.');
  });
});
