import { describe, expect, it } from 'vitest';
import { BREACHED_PASSWORDS, isBreachedPassword } from './breached-passwords';
import {
  checkPassword,
  countCharacterClasses,
  isStrongPassword,
  newPasswordSchema,
  passwordSchema,
} from './password';
import { issuesOf, messagesOf } from './test-support';

const failing = (password: string) =>
  checkPassword(password)
    .filter(({ ok }) => !ok)
    .map(({ rule }) => rule);

describe('character classes', () => {
  it.each([
    ['abcdefgh', 1],
    ['abcdEFGH', 2],
    ['abcdEF12', 3],
    ['abC1!', 4],
    ['Ébène12', 3], // accented capitals count as upper case
    ['pass word', 1], // a space is not a special character
  ])('%j has %i classes', (password, classes) => {
    expect(countCharacterClasses(password)).toBe(classes);
  });
});

describe('checkPassword lists every rule with its outcome', () => {
  it('in a fixed order', () => {
    expect(checkPassword('Tr1cky-Otter')).toEqual([
      { rule: 'length', ok: true },
      { rule: 'classes', ok: true },
      { rule: 'breached', ok: true },
    ]);
  });

  it.each([
    ['Tr1cky-Otter', []],
    ['Xk9#mQ2z', []], // exactly 8 characters
    ['Xk9#mQ2', ['length']], // 7 characters
    ['abcdefgh1', ['classes']], // 2 classes
    ['ABCD-EFGH', ['classes']],
    ['Zq7', ['length']], // 3 classes but short
    ['Password1', ['breached']], // 3 classes, 9 characters, but a well-known password
    ['P@ssw0rd', ['breached']],
    ['WELCOME1!', ['breached']],
    ['qwerty', ['length', 'classes', 'breached']],
    ['', ['length', 'classes']],
  ])('%j fails %j', (password, rules) => {
    expect(failing(password)).toEqual(rules);
    expect(isStrongPassword(password)).toBe(rules.length === 0);
  });
});

describe('breached list', () => {
  it('holds several hundred common passwords in lower case', () => {
    expect(BREACHED_PASSWORDS.size).toBeGreaterThan(500);
    for (const password of ['password', '123456', 'qwerty', 'password1', 'iloveyou', 'welcome1', 'letmein']) {
      expect(BREACHED_PASSWORDS.has(password)).toBe(true);
    }
    for (const entry of BREACHED_PASSWORDS) expect(entry).toBe(entry.toLowerCase());
  });

  it('compares without regard to case', () => {
    expect(isBreachedPassword('PaSsWoRd1')).toBe(true);
    expect(isBreachedPassword('Tr1cky-Otter')).toBe(false);
  });
});

describe('password schemas', () => {
  it('reports one key per broken rule', () => {
    expect(messagesOf(passwordSchema, 'Tr1cky-Otter')).toEqual([]);
    expect(messagesOf(passwordSchema, 'abc')).toEqual(['password.length', 'password.classes']);
    expect(messagesOf(passwordSchema, 'Password1')).toEqual(['password.breached']);
    expect(messagesOf(passwordSchema, '')).toEqual(['validation.required']);
  });

  it('puts a mismatched confirmation on the confirmation field', () => {
    expect(issuesOf(newPasswordSchema, { password: 'Tr1cky-Otter', confirmation: 'Tr1cky-Otter' })).toEqual(
      [],
    );
    expect(issuesOf(newPasswordSchema, { password: 'Tr1cky-Otter', confirmation: 'Tr1cky-otter' })).toEqual([
      { message: 'password.mismatch', path: ['confirmation'] },
    ]);
  });

  it('reports a weak password and a mismatch together', () => {
    expect(issuesOf(newPasswordSchema, { password: 'Password1', confirmation: 'x' })).toEqual([
      { message: 'password.breached', path: ['password'] },
      { message: 'password.mismatch', path: ['confirmation'] },
    ]);
  });
});
