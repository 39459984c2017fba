import { describe, expect, it } from 'vitest';
import { buildPath, toQueryString } from './build';
import { matchRoute } from './match';
import { paths } from './paths';

const ID = '0b9a4d1e-3c2f-4e8a-9b7c-1d2e3f4a5b6c';

describe('paths', () => {
  it.each([
    [paths.login(), '/'],
    [paths.login({ organization: 'acme' }), '/?organization=acme'],
    [paths.callback({ invite_id: 'i1' }), '/callback?invite_id=i1'],
    [paths.acceptInvite('i 1'), '/accept-invite?invite_id=i+1'],
    [paths.actionCenter(), '/action-center'],
    [paths.claimAccount({ hash: 'h', nonce: 'n' }), '/claim-account?hash=h&nonce=n'],
    [paths.resetPassword('expired'), '/reset-password/expired'],
    [paths.enroll(), '/enroll'],
    [paths.enroll('mobile-number'), '/enroll/mobile-number'],
    [paths.error(), '/error'],
    [paths.error(404), '/error/404'],
    [paths.professionalHistory(ID), `/professional-history/${ID}`],
    [paths.professionalHistory(ID, 'references'), `/professional-history/${ID}/references`],
    [paths.supplementaryTasks('g/1'), '/supplementary-tasks/g%2F1'],
    [paths.supplementaryTasks('g', ID), `/supplementary-tasks/g/${ID}`],
    [paths.task(ID), `/task/${ID}`],
    [paths.workVerification('t0k'), '/work_verification?token=t0k'],
    [paths.yourData(), '/your-data'],
    [paths.yourData('abc'), '/your-data/abc'],
    [paths.v3Dashboard(), '/v3/dashboard'],
    [paths.v3Processing(), '/v3/processing'],
    [paths.v3Error('link'), '/v3/link-error'],
  ])('%s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('builds paths that match their own route with the same parameters', () => {
    expect(matchRoute(paths.supplementaryTasks('g/1', ID))?.params).toEqual({ subGroup: 'g/1', taskId: ID });
    expect(matchRoute(paths.v3Error('account-link'))?.params).toEqual({ kind: 'account-link' });
    expect(matchRoute(paths.professionalHistory(ID, 'resume'))?.route.id).toBe('professionalHistory');
  });

  it('refuses to build a route without its required parameter', () => {
    expect(() => buildPath('professionalHistory', {})).toThrow(/appReqID/);
  });

  it('leaves out empty query values', () => {
    expect(toQueryString({ a: undefined, b: null })).toBe('');
    expect(toQueryString({ a: 1, b: true })).toBe('?a=1&b=true');
  });
});
