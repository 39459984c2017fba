import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and hands every later call the same promise', async () => {
    const load = vi.fn(() => Promise.resolve('page'));
    const once = loadOnce(load);
    const first = once();
    expect(once()).toBe(first);
    await expect(first).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (a chunk that did not arrive)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('page');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('offline');
    await expect(once()).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
