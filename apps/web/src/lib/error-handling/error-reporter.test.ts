import { describe, expect, it, vi } from 'vitest';
import { ERROR_REPORT_SAMPLING, createFilteredReporter, reportContext } from './error-reporter';

const apiError = (status: number, code: string, message = code) =>
  Object.assign(new Error(message), { status, code, details: [] });

describe('the filtered reporter', () => {
  it.each([
    ['a 500 answer', apiError(500, 'internal-error')],
    ['a 503 answer', apiError(503, 'service.unavailable')],
    ['a 401 answer', apiError(401, 'auth.not-authenticated')],
    ['a 403 answer', apiError(403, 'auth.insufficient-permission')],
    ['401 in the text', new Error('Request failed with status code 401')],
    ['403 in the text', 'HTTP 403 Forbidden'],
    ['a cancelled navigation', new Error('Navigation cancelled from "/a" to "/b" with a new navigation.')],
  ])('drops %s', (_, error) => {
    const inner = { capture: vi.fn() };
    createFilteredReporter(inner).capture(error, reportContext(error));
    expect(inner.capture).not.toHaveBeenCalled();
  });

  it.each([
    ['a 404 answer', apiError(404, 'request.not-found')],
    ['a 409 answer', apiError(409, 'request.conflict')],
    ['no answer at all (network)', apiError(0, 'service.unavailable')],
    ['a bug in the app', new TypeError("Cannot read properties of undefined (reading 'name')")],
    ['a number that merely contains 401', new Error('Item 4015 failed')],
  ])('passes %s on, with the holder role and the client version', (_, error) => {
    const inner = { capture: vi.fn() };
    createFilteredReporter(inner).capture(error, reportContext(error));
    expect(inner.capture).toHaveBeenCalledWith(
      error,
      expect.objectContaining({ role: 'holder', release: expect.stringMatching(/^\d+\.\d+\.\d+$/) }),
    );
  });

  it('puts the status and code of a failed call into the context', () => {
    expect(reportContext(apiError(404, 'request.not-found'))).toMatchObject({
      status: 404,
      code: 'request.not-found',
    });
    expect(reportContext(new Error('x'))).toMatchObject({ status: undefined, code: undefined });
  });

  it('exports the sampling shares a real reporter is set up with', () => {
    expect(ERROR_REPORT_SAMPLING).toEqual({ traces: 0.2, replays: 1.0 });
  });
});
