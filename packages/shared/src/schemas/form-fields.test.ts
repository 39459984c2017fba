import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeGapDatesSchema } from '../fields/date-rules';
import { makePhoneSchema } from '../fields/phone';
import { issuesOf } from '../fields/test-support';
import {
  answerField,
  choiceField,
  choiceFlagField,
  documentField,
  flagField,
  idsOf,
  isValidEmail,
  isYesAnswer,
  makeEmailSchema,
  normalizedText,
  ruleIssuesAt,
  textField,
} from './form-fields';

const NOW = new Date('2025-06-15T12:00:00Z');

describe('fields that never stop the form rules', () => {
  it('text reads null and undefined as blank, and refuses anything but text', () => {
    expect(textField.parse(null)).toBe('');
    expect(textField.parse(undefined)).toBe('');
    expect(textField.parse(' a ')).toBe(' a ');
    expect(issuesOf(textField, 5)).toEqual([{ message: 'request.invalid', path: [] }]);
  });

  it('text takes 10,000 characters and refuses 10,001', () => {
    expect(textField.parse('x'.repeat(10_000))).toHaveLength(10_000);
    expect(issuesOf(textField, 'x'.repeat(10_001))).toEqual([
      { message: 'validation.too-long', params: { max: 10_000 }, path: [] },
    ]);
  });

  it('a checkbox is unticked unless true; a choice not made is null', () => {
    expect([undefined, null, false, true].map((value) => flagField.parse(value))).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect([undefined, null, false, true].map((value) => choiceFlagField.parse(value))).toEqual([
      null,
      null,
      false,
      true,
    ]);
    expect(issuesOf(flagField, 'true')).toEqual([{ message: 'request.invalid', path: [] }]);
  });

  it('normalized text takes the rule output when valid and keeps what was typed when not', () => {
    const phone = normalizedText(makePhoneSchema({ required: false }));
    expect(phone.parse('(555) 123-4567')).toBe('+15551234567');
    expect(phone.parse('555')).toBe('555');
  });

  it('a choice is required, then one of its values', () => {
    const choice = choiceField(['MD', 'DO']);
    expect(issuesOf(choice, '')).toEqual([{ message: 'validation.required', path: [] }]);
    expect(issuesOf(choice, 'PA')).toEqual([{ message: 'validation.choose-option', path: [] }]);
    expect(issuesOf(choiceField(['MD', 'DO'], { required: false }), null)).toEqual([]);
  });

  it('a document keeps what the upload answered, and needs an id', () => {
    expect(documentField.parse({ id: 3, name: 'a.pdf', created_at: 'x' })).toEqual({
      id: 3,
      name: 'a.pdf',
      created_at: 'x',
    });
    expect(documentField.parse(undefined)).toBeNull();
    expect(issuesOf(documentField, { id: '' })).toEqual([{ message: 'request.invalid', path: ['id'] }]);
  });

  it('answers read true and false as Yes and No', () => {
    expect([true, false, null, 'yes'].map((value) => answerField.parse(value))).toEqual([
      'Yes',
      'No',
      '',
      'yes',
    ]);
    expect(isYesAnswer(' YES ')).toBe(true);
    expect(isYesAnswer('No')).toBe(false);
  });

  it.each([
    [null, []],
    ['a', ['a']],
    [
      [1, 'b'],
      [1, 'b'],
    ],
  ])('idsOf(%j)', (value, ids) => {
    expect(idsOf(value)).toEqual(ids);
  });
});

describe('email', () => {
  it.each(['ada@example.com', 'a.b+c@sub.example.org', ' ada@example.com '])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'a b@example.com'])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(issuesOf(makeEmailSchema(), email)).toEqual([{ message: 'validation.email-invalid', path: [] }]);
  });

  it('stores the address trimmed', () => {
    expect(makeEmailSchema().parse(' ada@example.com ')).toBe('ada@example.com');
  });
});

describe('ruleIssuesAt', () => {
  it('moves a rule’s issues under a path, keeping their params', () => {
    const rule = makeGapDatesSchema({ now: NOW });
    expect(ruleIssuesAt(rule, { start_date: '01/1900', end_date: '01/2020' }, ['gaps', 2])).toEqual([
      {
        message: 'date.within-past',
        params: { amount: 85, time: 'years' },
        path: ['gaps', 2, 'start_date'],
      },
    ]);
    expect(ruleIssuesAt(z.string(), 'fine', ['x'])).toEqual([]);
  });
});
