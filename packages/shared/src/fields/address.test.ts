import { describe, expect, it } from 'vitest';
import {
  addressLineSchema,
  homeAddressLineSchema,
  homeAddressSchema,
  isPoBox,
  isValidPostalCode,
  makeAddressLineSchema,
  makePostalCodeSchema,
  postalCodeSchema,
  stateCodeSchema,
} from './address';
import { issuesOf, messagesOf } from './test-support';

describe('postal code: at least 5 letters or digits, one of them a digit', () => {
  it.each(['12345', '123456789', '12345-6789', 'K1A 0B1', 'AB1CD', '1ABCD'])('accepts %j', (zip) => {
    expect(isValidPostalCode(zip)).toBe(true);
    expect(messagesOf(postalCodeSchema, zip)).toEqual([]);
  });

  it.each([
    ['1234', 'four characters'],
    ['ABCDE', 'no digit'],
    ['12 34', 'four characters with a space'],
    ['1234#', 'a special character'],
    [' 12345', 'starting with a space'],
    ['-12345', 'starting with a hyphen'],
  ])('rejects %j (%s)', (zip) => {
    expect(isValidPostalCode(zip)).toBe(false);
    expect(messagesOf(postalCodeSchema, zip)).toEqual(['validation.postal-code']);
  });

  it('is required unless a form says otherwise', () => {
    expect(messagesOf(postalCodeSchema, '')).toEqual(['validation.required']);
    expect(messagesOf(makePostalCodeSchema({ required: false }), '')).toEqual([]);
  });
});

describe('address line must include a number', () => {
  it.each(['123 Main St', 'Suite 4, Elm Road', '1 Hospital Way'])('accepts %j', (line) => {
    expect(messagesOf(addressLineSchema, line)).toEqual([]);
  });

  it.each(['Main Street', 'One Hospital Way'])('rejects %j', (line) => {
    expect(messagesOf(addressLineSchema, line)).toEqual(['validation.address-number']);
  });

  it('is required by default and optional on request', () => {
    expect(messagesOf(addressLineSchema, '  ')).toEqual(['validation.required']);
    expect(messagesOf(makeAddressLineSchema({ required: false }), '')).toEqual([]);
  });
});

describe('state: exactly two letters', () => {
  it.each([
    ['AL', 'AL'],
    ['ny', 'NY'],
    ['Qc', 'QC'],
  ])('accepts %j and stores %j', (state, stored) => {
    expect(stateCodeSchema.parse(state)).toBe(stored);
  });

  it.each(['A', 'ALA', 'A1', '12', 'A.'])('rejects %j', (state) => {
    expect(messagesOf(stateCodeSchema, state)).toEqual(['validation.state']);
  });
});

describe('PO boxes', () => {
  it.each([
    'PO Box 123',
    'P.O. Box 5',
    'p.o. box 5',
    'P.O.Box 77',
    'P O BOX 9',
    'PO BOX',
    'Post Office Box 4',
    'POB 12',
    'P.O.B. 12',
    'POBox 12',
    'pobox #12',
    'PO Box No. 7',
    'Box 4411',
    '123 Main St, PO Box 5',
  ])('%j is a PO box', (line) => {
    expect(isPoBox(line)).toBe(true);
  });

  it.each([
    '123 Pobox Lane',
    '12 Boxwood Dr',
    '1 Box Elder Ct',
    '5 Post Office Rd',
    '9 Apollo Way',
    '77 Pob Street',
    '100 Pope Ave',
    '44 Hippo Boxing Club Rd',
    '3 Po Blvd',
  ])('%j is a street address', (line) => {
    expect(isPoBox(line)).toBe(false);
  });

  it('a home address may not be a PO box; other addresses may', () => {
    expect(messagesOf(homeAddressLineSchema, 'PO Box 123')).toEqual(['validation.po-box']);
    expect(messagesOf(homeAddressLineSchema, '123 Pobox Lane')).toEqual([]);
    expect(messagesOf(addressLineSchema, 'PO Box 123')).toEqual([]);
  });
});

describe('homeAddressSchema', () => {
  const address = {
    line_1: '12 Elm St',
    line_2: 'Apt 3',
    city: 'Boston',
    state: 'ma',
    zip: '02115',
    zip4: '1234',
  };

  it('accepts a full home address and stores the state in capitals', () => {
    expect(homeAddressSchema.parse(address)).toEqual({ ...address, state: 'MA' });
  });

  it('needs line 1, city, state and zip, but not line 2 or zip4', () => {
    const { line_2: _line2, zip4: _zip4, ...required } = address;
    expect(homeAddressSchema.safeParse(required).success).toBe(true);
    expect(issuesOf(homeAddressSchema, { ...address, line_1: '', city: '', state: '', zip: '' })).toEqual([
      { message: 'validation.required', path: ['line_1'] },
      { message: 'validation.required', path: ['city'] },
      { message: 'validation.required', path: ['state'] },
      { message: 'validation.required', path: ['zip'] },
    ]);
  });

  it('rejects a PO box on either line and a ZIP+4 that is not 4 digits', () => {
    expect(issuesOf(homeAddressSchema, { ...address, line_2: 'P.O. Box 9', zip4: '12' })).toEqual([
      { message: 'validation.po-box', path: ['line_2'] },
      { message: 'validation.zip4', path: ['zip4'] },
    ]);
  });
});
