import { describe, expect, it } from 'vitest';
import { issuesOf } from '../fields/test-support';
import { accountDegreeType, userAccountSchema } from './user-account';

describe('userAccountSchema (POST /api/user)', () => {
  it.each([
    [{ npi: '1234567893' }, []],
    [{ ncsbn: ' 445566 ' }, []],
    [{ ncsbn: '445566', degree_type: 'NP' }, []],
    [{ ncsbn: '445566', degree_type: 'NP', provider_type: 'NP' }, []],
    [{}, ['npi:account.npi-or-ncsbn', 'ncsbn:account.npi-or-ncsbn']],
    [{ npi: '1234567890' }, ['npi:validation.npi-invalid']],
    [{ ncsbn: '12-34' }, ['ncsbn:validation.ncsbn-invalid']],
    [
      { npi: '1234567893', degree_type: 'PA', provider_type: 'MD' },
      ['degree_type:account.degree-type-mismatch'],
    ],
    [{ npi: '1234567893', email: 'nope' }, ['email:validation.email-invalid']],
  ])('%j', (input, expected) => {
    const found = issuesOf(userAccountSchema, input).map(
      (issue) => `${issue.path?.join('.')}:${issue.message}`,
    );
    expect(found).toEqual(expected);
  });

  it.each([
    [{ ncsbn: '1' }, 'RN'],
    [{ ncsbn: '1', degree_type: 'CRNA' }, 'CRNA'],
    [{ provider_type: 'PA' }, 'PA'],
    [{ provider_type: 'MD' }, null],
    [{}, null],
  ])('derives the degree of %j as %s', (input, degree) => {
    expect(accountDegreeType(input)).toBe(degree);
  });

  it('trims, lower-cases the e-mail and drops blanks', () => {
    const parsed = userAccountSchema.parse({
      npi: '1234567893',
      ncsbn: '',
      email: ' A@B.test ',
      first_name: ' ',
    });
    expect(parsed).toMatchObject({ npi: '1234567893', email: 'a@b.test' });
    expect(parsed.ncsbn).toBeUndefined();
    expect(parsed.first_name).toBeUndefined();
  });
});
