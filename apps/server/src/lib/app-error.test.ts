import { errorCodes } from '@credence/shared';
import { describe, expect, it } from 'vitest';
import { AppError, notFound } from './app-error';

describe('AppError', () => {
  it('carries a catalogued code', () => {
    expect(notFound().code).toBe(errorCodes.notFound);
    expect(new AppError(410, 'claim.used', 'used').code).toBe('claim.used');
  });

  it('refuses an uncatalogued code at compile time (checked by tsc, the ts-expect-error line)', () => {
    // @ts-expect-error 'claim.made-up' is not in the catalogue (packages/shared/src/errors.ts)
    const error = new AppError(400, 'claim.made-up', 'made up');
    expect(error.statusCode).toBe(400);
  });
});
