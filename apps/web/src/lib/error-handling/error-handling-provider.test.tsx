import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../components/ui';
import { advance, setup } from '../../components/ui/test-support';
import { ErrorHandlingProvider } from './error-handling-provider';
import type { ErrorReporter } from './error-reporter';
import { useErrorHandler } from './use-error-handler';

const apiError = (status: number, code: string, message = code) =>
  Object.assign(new Error(message), { status, code, details: [] });

function Trigger({ error, notify }: { error: unknown; notify?: boolean }) {
  const handleError = useErrorHandler();
  return (
    <button type="button" onClick={() => handleError(error, { notify })}>
      Fail
    </button>
  );
}

function renderHandler(
  error: unknown,
  { notify = true, reporter }: { notify?: boolean; reporter?: ErrorReporter } = {},
) {
  const onLogout = vi.fn();
  const view = setup(
    <SnackbarProvider>
      <ErrorHandlingProvider reporter={reporter} onLogout={onLogout}>
        <Trigger error={error} notify={notify} />
      </ErrorHandlingProvider>
    </SnackbarProvider>,
  );
  const fail = () => view.user.click(screen.getByRole('button', { name: 'Fail' }));
  return { ...view, onLogout, fail };
}

const alert = () => screen.getByRole('alert');

describe('the generic error handler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows a persistent error notice worded by the server code', async () => {
    const { fail } = renderHandler(apiError(409, 'request.conflict', 'raw server text'));
    await fail();
    expect(alert().textContent).toContain(
      'Error This information was changed somewhere else at the same time. Please reload the page and try again.',
    );
    expect(alert().textContent).not.toContain('raw server text');
    await advance(60_000);
    expect(alert().textContent).toContain('This information was changed somewhere else');
    expect(within(alert()).queryByRole('button', { name: 'Log in again' })).toBeNull();
  });

  it.each([
    ['an unknown code', apiError(418, 'teapot.brewing')],
    ['an error that is no answer at all', new TypeError('x is undefined')],
  ])('falls back to internal-error for %s', async (_, error) => {
    const { fail } = renderHandler(error);
    await fail();
    expect(alert().textContent).toContain('Internal Server Error - wait and try again');
  });

  it('offers to log in again for a not-authenticated error, logging out on the action', async () => {
    const { fail, user, onLogout } = renderHandler(apiError(401, 'auth.not-authenticated'));
    await fail();
    expect(alert().textContent).toContain('Session expired: please log in again.');
    await user.click(within(alert()).getByRole('button', { name: 'Log in again' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await advance(150);
    expect(alert().textContent).toBe('');
  });

  it('shows nothing unless asked, but still logs and reports', async () => {
    const reporter = { capture: vi.fn() };
    const error = apiError(404, 'request.not-found');
    const { fail } = renderHandler(error, { notify: false, reporter });
    await fail();
    expect(alert().textContent).toBe('');
    expect(console.error).toHaveBeenCalledWith(error);
    expect(reporter.capture).toHaveBeenCalledWith(
      error,
      expect.objectContaining({ role: 'holder', status: 404 }),
    );
  });

  it('keeps what 001 §8 ignores from the reporter, while still telling the user', async () => {
    const reporter = { capture: vi.fn() };
    const { fail } = renderHandler(apiError(503, 'service.unavailable'), { reporter });
    await fail();
    expect(alert().textContent).toContain('The service is temporarily unavailable.');
    expect(reporter.capture).not.toHaveBeenCalled();
  });

  it('keeps one notice for a burst of the same error', async () => {
    const { fail, user } = renderHandler(apiError(401, 'auth.not-authenticated'));
    await fail();
    await fail();
    await fail();
    await advance(1000);
    expect(screen.getAllByText('Session expired: please log in again.')).toHaveLength(1);
    // Closing it leaves none waiting behind it.
    await user.click(within(alert()).getByRole('button', { name: 'Close' }));
    await advance(1000);
    expect(alert().textContent).toBe('');
  });
});
