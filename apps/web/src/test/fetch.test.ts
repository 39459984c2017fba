import { walletApi } from '@credence/shared';
import { describe, expect, it } from 'vitest';
import {
  answer,
  apiError,
  contractMismatch,
  contractOf,
  json,
  mockFetch,
  takeContractMismatches,
} from './fetch';

const url = (path: string) => new URL(path, 'http://localhost:3000');

describe('the contract-checked fake fetch', () => {
  it('finds the contract of a call by method and path pattern', () => {
    expect(contractOf('GET', '/api/wallet_completeness')).toBe(walletApi.completeness);
    expect(contractOf('DELETE', '/api/wallet_completeness')).toBeUndefined();
    expect(contractOf('POST', '/api/exclusion_screening/abc/not_me')?.path).toBe(
      '/api/exclusion_screening/:id/not_me',
    );
  });

  it('passes an answer in the contract shape, and an error envelope with a catalogued code', async () => {
    expect(
      await contractMismatch(
        'GET',
        url('/api/wallet_completeness'),
        answer(walletApi.completeness, { percent: 50, sections: [] }),
      ),
    ).toBe(undefined);
    expect(
      await contractMismatch('GET', url('/api/wallet_completeness'), apiError(404, 'request.not-found')),
    ).toBe(undefined);
  });

  it('names an answer that breaks its contract, an uncatalogued code and an endpoint no contract declares', async () => {
    expect(
      await contractMismatch(
        'GET',
        url('/api/wallet_completeness'),
        json({ data: { percent: 'half', sections: [] } }),
      ),
    ).toMatch(
      /GET \/api\/wallet_completeness: the answer does not match the contract's response \(data\.percent/,
    );
    expect(
      await contractMismatch('GET', url('/api/wallet_completeness'), json({ percent: 50, sections: [] })),
    ).toMatch(/data/);
    expect(
      await contractMismatch(
        'GET',
        url('/api/wallet_completeness'),
        json({ error: { code: 'x.made-up', message: 'x' } }, 400),
      ),
    ).toBe('GET /api/wallet_completeness: error code x.made-up is not catalogued');
    expect(await contractMismatch('GET', url('/api/no_such_thing'), json({ data: 1 }))).toBe(
      'GET /api/no_such_thing: no contract declares this endpoint',
    );
  });

  it('makes the call fail and records the mismatch, which setup.ts turns into a failed test', async () => {
    mockFetch({ 'GET /api/wallet_completeness': json({ data: { percent: 'half', sections: [] } }) });
    await expect(fetch('/api/wallet_completeness')).rejects.toThrow(/does not match the contract/);
    expect(takeContractMismatches()).toHaveLength(1);
    expect(takeContractMismatches()).toEqual([]);
  });

  it('types answers by the contract (checked by tsc, the ts-expect-error line)', () => {
    // @ts-expect-error percent is a number in walletApi.completeness's response
    const wrong = answer(walletApi.completeness, { percent: 'half', sections: [] });
    expect(wrong.status).toBe(200);
  });
});
