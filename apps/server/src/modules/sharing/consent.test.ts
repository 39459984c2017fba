import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { omitProblems, signatureOf } from './consent';

// The share's consent rules without a database (001 §4-§5, decision 043); share-consent.test.ts runs them
// through POST /api/presentations.

describe('omitProblems', () => {
  const credentials = [
    {
      id: 'license',
      fields: [
        { name: 'state', disclosure: 'always' },
        { name: 'license_number', disclosure: 'required' },
        { name: 'initial_date', disclosure: 'optional' },
        { name: 'license_board', disclosure: 'optional' },
      ],
    },
    { id: 'dea', fields: [{ name: 'schedules', disclosure: 'optional' }] },
  ];
  const invalid = (id: string) => ({ path: `omit.${id}`, message: 'request.invalid' });

  it('lets optional fields of the checklist’s own credentials be left out', () => {
    expect(omitProblems(credentials, {})).toEqual([]);
    expect(
      omitProblems(credentials, { license: ['initial_date', 'license_board'], dea: ['schedules'] }),
    ).toEqual([]);
    expect(omitProblems(credentials, { license: [] })).toEqual([]);
  });

  it('refuses a field always shown, a required one, one the credential does not have, or another credential’s', () => {
    expect(omitProblems(credentials, { license: ['state'] })).toEqual([invalid('license')]);
    expect(omitProblems(credentials, { license: ['license_number'] })).toEqual([invalid('license')]);
    expect(omitProblems(credentials, { license: ['no_such_field'] })).toEqual([invalid('license')]);
    expect(omitProblems(credentials, { license: ['schedules'] })).toEqual([invalid('license')]);
    expect(omitProblems(credentials, { dea: ['initial_date'] })).toEqual([invalid('dea')]);
  });

  it('refuses a credential not in the checklist, even with nothing named, once', () => {
    expect(omitProblems(credentials, { other: [] })).toEqual([invalid('other')]);
    expect(omitProblems(credentials, { other: ['initial_date', 'state'] })).toEqual([invalid('other')]);
    expect(omitProblems([], { license: ['initial_date'] })).toEqual([invalid('license')]);
  });

  it('names every problem, one per field and per unknown credential', () => {
    expect(
      omitProblems(credentials, {
        other: [],
        license: ['state', 'initial_date', 'license_number'],
        dea: ['x'],
      }),
    ).toEqual([invalid('other'), invalid('license'), invalid('license'), invalid('dea')]);
  });
});

describe('signatureOf', () => {
  const zoe = { first_name: 'Zoë', last_name: 'Martínez' };
  const mismatch = (act: () => unknown) => {
    try {
      act();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      expect(error.statusCode).toBe(400);
      expect(error.code).toBe('share.signature-mismatch');
      expect(error.details).toEqual([{ path: 'signature.full_name', message: 'share.signature-mismatch' }]);
      return error.message;
    }
    return 'accepted';
  };
  const named = (name: string) => `Please type your full name exactly as you signed before: ${name}.`;

  it('takes the first and last name the first time, letters compared (case, accents, punctuation)', () => {
    expect(signatureOf('Zoë Martínez', null, zoe)).toEqual({ name: 'Zoë Martínez', adopt: true });
    expect(signatureOf('zoe MARTINEZ', null, zoe)).toEqual({ name: 'zoe MARTINEZ', adopt: true });
    expect(signatureOf("Zo-e Mar'tinez", null, zoe)).toEqual({ name: "Zo-e Mar'tinez", adopt: true });
  });

  it('allows a middle name between, and squashes spaces (NFKC, trimmed, runs of white space)', () => {
    expect(signatureOf('  Zoë   Ann\u00a0Martínez\t', null, zoe)).toEqual({
      name: 'Zoë Ann Martínez',
      adopt: true,
    });
    expect(signatureOf('Ｚｏｅ Martinez', null, zoe)).toEqual({ name: 'Zoe Martinez', adopt: true });
  });

  it('refuses one word, the names swapped, or another first or last name, naming the account’s name', () => {
    for (const typed of [
      'Zoë',
      'ZoëMartínez',
      'Martínez Zoë',
      'Chloë Martínez',
      'Zoë Martin',
      'Zoë Martínez Lee',
      '',
    ])
      expect(
        mismatch(() => signatureOf(typed, null, zoe)),
        typed,
      ).toBe(named('Zoë Martínez'));
  });

  it('checks only the names the account has (none: any two words)', () => {
    expect(signatureOf('Anyone Else', null, { first_name: null, last_name: null }).adopt).toBe(true);
    expect(signatureOf('Anyone Martinez', null, { first_name: null, last_name: 'Martínez' }).adopt).toBe(
      true,
    );
    expect(
      mismatch(() => signatureOf('Anyone Else', null, { first_name: null, last_name: 'Martínez' })),
    ).toBe(named('Martínez'));
    expect(signatureOf('Zoe Anyone', null, { first_name: 'Zoë', last_name: null }).adopt).toBe(true);
    expect(mismatch(() => signatureOf('Else Anyone', null, { first_name: 'Zoë', last_name: null }))).toBe(
      named('Zoë'),
    );
    expect(signatureOf('Anyone Else', null, undefined).adopt).toBe(true);
    expect(mismatch(() => signatureOf('Anyone', null, undefined))).toBe(named(''));
  });

  it('after the first, takes only the adopted spelling (spaces squashed), and adopts nothing new', () => {
    expect(signatureOf(' zoe  Ann MARTINEZ ', 'zoe Ann MARTINEZ', zoe)).toEqual({
      name: 'zoe Ann MARTINEZ',
      adopt: false,
    });
    expect(mismatch(() => signatureOf('Zoë Ann Martínez', 'zoe Ann MARTINEZ', zoe))).toBe(
      named('zoe Ann MARTINEZ'),
    );
    expect(mismatch(() => signatureOf('Zoë Martínez', 'zoe Ann MARTINEZ', zoe))).toBe(
      named('zoe Ann MARTINEZ'),
    );
  });
});
