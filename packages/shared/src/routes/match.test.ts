import { describe, expect, it } from 'vitest';
import { isPublicPath, matchRoute, normalizePathname } from './match';

describe('matchRoute', () => {
  it.each([
    ['/', 'login', {}],
    ['/enroll', 'enroll', {}],
    ['/enroll/dob', 'enroll', { hash: 'dob' }],
    ['/enroll/dob/', 'enroll', { hash: 'dob' }],
    ['/professional-history/abc', 'professionalHistory', { appReqID: 'abc' }],
    ['/professional-history/abc/history', 'professionalHistory', { appReqID: 'abc', step: 'history' }],
    ['/supplementary-tasks/group-1', 'supplementaryTasks', { subGroup: 'group-1' }],
    ['/supplementary-tasks/group-1/t1', 'supplementaryTasks', { subGroup: 'group-1', taskId: 't1' }],
    ['/task', 'task', {}],
    ['/your-data/abc', 'yourData', { hash: 'abc' }],
    ['/error/404', 'error', { code: '404' }],
    ['/reset-password/expired', 'resetPassword', { error: 'expired' }],
    ['/v3/dashboard', 'v3Dashboard', {}],
    ['/v3/processing', 'v3Processing', {}],
    ['/v3/link-error', 'v3Error', { kind: 'link' }],
    ['/v3/account-link-error', 'v3Error', { kind: 'account-link' }],
    ['/callback?invite_id=1#x', 'callback', {}],
    ['/error/a%20b', 'error', { code: 'a b' }],
  ])('%s is %s', (path, id, params) => {
    expect(matchRoute(path)).toEqual({ route: expect.objectContaining({ id }), params });
  });

  it.each([
    '/nope',
    '/reset-password',
    '/reset-password/other',
    '/enroll/dob/extra',
    '/professional-history',
    '/supplementary-tasks',
    '/v3/unknown',
    '/error/%E0%A4%A',
    '/Credentials',
  ])('%s matches no page', (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe('isPublicPath', () => {
  it.each([
    ['/', true],
    ['/callback', true],
    ['/callback?invite_id=abc', true],
    ['/redirect', true],
    ['/reset-password/expired', true],
    ['/reset-password/invalid', true],
    ['/reset-password/other', false],
    ['/reset-password', false],
    ['/saml', true],
    ['/timeout', true],
    ['/work_verification', true],
    ['/work_verification?token=abc', true],
    ['/error', true],
    ['/claim-account?hash=h&nonce=n', true],
    ['/error/500', true],
    ['/v3/link-error', true],
    ['/accept-invite', false],
    ['/action-center', false],
    ['/enroll', false],
    ['/intro', false],
    ['/task/1', false],
    ['/v3/dashboard', false],
    ['/anything-else', false],
  ])('%s -> %s', (path, open) => {
    expect(isPublicPath(path)).toBe(open);
  });
});

describe('normalizePathname', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/enroll/', '/enroll'],
    ['/a?b=c', '/a'],
    ['/a#b', '/a'],
    ['enroll', '/enroll'],
  ])('%s -> %s', (input, output) => {
    expect(normalizePathname(input)).toBe(output);
  });
});
