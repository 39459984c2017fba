import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client';
import { resumeErrorKey } from './resume-errors';

describe('resumeErrorKey', () => {
  it('says what went wrong in the catalogue’s words, manual entry being the way on', () => {
    expect(resumeErrorKey(new ApiError(422, 'resume.parse-error', 'x'))).toBe('resume.parse-error');
    expect(resumeErrorKey(new ApiError(504, 'service.unavailable', 'x'))).toBe('resume.parse-timeout');
    expect(resumeErrorKey(new ApiError(0, 'service.unavailable', 'x'))).toBe('resume.parse-error');
    expect(resumeErrorKey(new ApiError(413, 'request.too-large', 'x'))).toBe('request.too-large');
    expect(resumeErrorKey(new ApiError(415, 'request.unsupported-media-type', 'x'))).toBe(
      'request.unsupported-media-type',
    );
    expect(resumeErrorKey(new ApiError(429, 'request.rate-limited', 'x'))).toBe('request.rate-limited');
    expect(resumeErrorKey(new Error('boom'))).toBe('resume.parse-error');
  });
});
