import { describe, expect, it } from 'vitest';
import { isJobFinished, jobNextPath, jobSchema } from './jobs';

describe('jobs', () => {
  it('finish when they succeed or fail', () => {
    expect(['queued', 'running', 'succeeded', 'failed'].map((s) => isJobFinished(s as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('keep progress between 0 and 100', () => {
    const job = { id: 'j', kind: 'k', status: 'running', result: null, error: null };
    expect(jobSchema.safeParse({ ...job, progress: 50 }).success).toBe(true);
    expect(jobSchema.safeParse({ ...job, progress: 101 }).success).toBe(false);
  });

  it.each([
    [{ next_path: '/documents' }, '/documents'],
    [{ next_path: '/task/1?x=1' }, '/task/1?x=1'],
    [{ next_path: '//evil.example' }, null],
    [{ next_path: '/\\evil.example' }, null],
    [{ next_path: 'https://evil.example' }, null],
    [{ next_path: 3 }, null],
    [null, null],
    ['/documents', null],
  ])('next path of %j is %s', (result, path) => {
    expect(jobNextPath(result)).toBe(path);
  });
});
