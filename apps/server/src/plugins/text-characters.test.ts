import { describe, expect, it } from 'vitest';
import { unsafeTextPaths } from './text-characters';

describe('unsafeTextPaths', () => {
  it('finds values at their dotted path, and a bad key at the object holding it', () => {
    const body = {
      name: 'ok',
      entry: { institution: 'a\u0000b', tags: ['fine', 'x\uDC00'] },
      data: { ['k\u0000']: 'v' },
    };
    expect(unsafeTextPaths(body, '').sort()).toEqual(['data', 'entry.institution', 'entry.tags.1']);
  });

  it('prefixes the part of the request and reports a bad root string at the prefix', () => {
    expect(unsafeTextPaths({ keys: 'a\u0000' }, 'querystring')).toEqual(['querystring.keys']);
    expect(unsafeTextPaths('\uD800', '')).toEqual(['']);
  });

  it('ignores numbers, booleans, null, buffers and well-formed text', () => {
    expect(unsafeTextPaths({ n: 1, b: true, z: null, file: Buffer.from([0]), e: '😀' }, '')).toEqual([]);
  });

  it('walks a deeply nested body without overflowing the stack, and stops at 20 findings', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(unsafeTextPaths(deep, '')).toHaveLength(1);
    expect(
      unsafeTextPaths(
        Array.from({ length: 50 }, () => '\u0000'),
        '',
      ),
    ).toHaveLength(20);
  });
});
