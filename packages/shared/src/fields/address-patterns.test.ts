import { describe, expect, it } from 'vitest';
import { homeAddressSchema, isPoBox, isValidStateCode, isValidZip4, zip4Schema } from './address';
import { messagesOf } from './test-support';

describe('ZIP+4: exactly 4 digits', () => {
  it('accepts 1234', () => {
    expect(isValidZip4('1234')).toBe(true);
    expect(messagesOf(zip4Schema, '1234')).toEqual([]);
  });

  it.each(['123', '12345', '123a', 'x1234', '1234x', '12 34'])('refuses %j', (zip4) => {
    expect(isValidZip4(zip4)).toBe(false);
    expect(messagesOf(zip4Schema, zip4)).toEqual(['validation.zip4']);
  });

  it('may be left out or empty', () => {
    expect(messagesOf(zip4Schema, '')).toEqual([]);
  });
});

describe('state code: exactly 2 letters', () => {
  it.each(['MA', 'ma'])('accepts %j', (state) => expect(isValidStateCode(state)).toBe(true));
  it.each(['M', 'MAS', 'M1', 'xMA', 'MAx'])('refuses %j', (state) =>
    expect(isValidStateCode(state)).toBe(false),
  );
});

// Each PO-box pattern, with a street address just on the other side of it.
describe('PO-box patterns', () => {
  it.each([
    ['PO Box 12', 'separated'],
    ['P.O. Box 12', 'with dots'],
    ['P O Box 12', 'with spaces'],
    ['p.o.box', 'dots, no spaces, no number'],
    ['POBox 12', 'glued, with its number'],
    ['POB 12', 'short, with its number'],
    ['P.O.B. 12', 'short with dots'],
    ['PO Box #12', 'number sign'],
    ['PO Box No. 12', 'No.'],
    ['Post Office Box 7', 'in words'],
    ['post   office box', 'in words, any spacing, no number'],
    ['Box 12', 'box and its number first on the line'],
    ['  box #12', 'box with number sign after spaces'],
    ['P. O. Box', 'dots and spaces, no number'],
    ['P  O  Box', 'several spaces, no number'],
    ['P O B 12', 'short with spaces'],
    ['POB12', 'short, glued to its number'],
    ['POB No 12', 'No without a dot'],
    ['POB # 12', 'number sign between spaces'],
    ['post office  box', 'in words, two spaces before box'],
    ['Box12', 'box glued to its number'],
    ['Box # 12', 'box, number sign between spaces'],
  ])('%j is a PO box (%s)', (line) => {
    expect(isPoBox(line)).toBe(true);
  });

  it.each([
    ['9 Hippo Box Ln', 'a word ending in p-o before Box'],
    ['12 Pobox Lane', 'glued without a number'],
    ['5 POB Lane', 'short without a number'],
    ['3 P.O. Boxer Rd', 'a longer word than Box'],
    ['10 Post Office Sq', 'post office without box'],
    ['1 Post Office Boxwood Rd', 'in words, a longer word than Box'],
    ['12 Sandbox 3 Ct', 'box inside a word, not first on the line'],
    ['Boxwood 5', 'box first on the line but part of a word'],
  ])('%j is a street address (%s)', (line) => {
    expect(isPoBox(line)).toBe(false);
  });

  it('a home address refuses a PO box on line 2 and lets a street address there', () => {
    const address = { line_1: '12 Elm St', city: 'Boston', state: 'MA', zip: '02115' };
    expect(homeAddressSchema.safeParse({ ...address, line_2: 'Box 12' }).success).toBe(false);
    expect(homeAddressSchema.safeParse({ ...address, line_2: 'Apt 3' }).success).toBe(true);
    expect(homeAddressSchema.safeParse({ ...address, line_2: '' }).success).toBe(true);
  });
});
