import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { NP_ANSWERS, fakeEnrollmentServer } from '#web/features/enrollment/test/fake-server';
import type { Saved } from '#web/features/enrollment/test/fake-server';
import { actorSample, holderSubscriptionSample } from '#web/test/contract-samples';

const APP_REQ = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const RN_PERSONAL: Saved = { ...NP_ANSWERS, 'basic_info|occupation_code': 'RN' };
const RN_BEFORE_VERIFICATION: Saved = {
  ...RN_PERSONAL,
  'basic_info|verification': { status: 'finished', checked_at: '2026-01-05T10:00:00.000Z' },
  'identifiers|ncsbn_number': '20481357',
  'licenses|list': [{ record_type: 'rn_license', state: 'CA', license_number: '612345' }],
  'basic_info|has_other_names': false,
  'basic_info|other_names': [],
};

const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 8000 });
const button = (name: string) => screen.getByRole('button', { name });
// The actor is read again after each change, behind its retrieval debounce (ACTOR_RETRIEVAL_DEBOUNCE_MS).
const LATER = { timeout: 4000 };

/** The wizard's server with an application requirement that asks for both identity steps. */
function identityServer(initial: Saved, overrides: Parameters<typeof fakeEnrollmentServer>[1] = {}) {
  let status = 'not_started';
  const checks: string[] = [];
  const server = fakeEnrollmentServer(initial, {
    'GET /api/holder_subscriptions': json({ data: [holderSubscriptionSample({ app_req_id: APP_REQ })] }),
    'GET /api/provider_type/filtered': json({
      data: { provider_types: [], identity_check: true, identity_verification: true },
    }),
    'GET /api/actor': () =>
      json({
        data: {
          actors: [actorSample({ actions: [], settings: { id_verification: status } })],
        },
        chat_token: null,
      }),
    'POST /api/id_check': () => {
      const outcome = { status: checks.shift() ?? 'finished', checked_at: '2026-01-05T10:00:00.000Z' };
      server.saved['basic_info|verification'] = outcome;
      return json({ data: outcome });
    },
    'POST /api/id_verify': () =>
      json({
        data: {
          status,
          cross_device_url: 'http://localhost:3000/id-verify?token=tok-1',
          cross_device_token: 'tok-1',
          expires_in_seconds: 1800,
        },
      }),
    'PUT /api/id_verification': ({ init }) => {
      const body = JSON.parse(String(init.body)) as { status: string };
      status = body.status === 'not_started' ? 'not_started' : (verdicts.shift() ?? 'pending');
      return json({ data: { status } });
    },
    ...overrides,
  });
  const verdicts: string[] = [];
  return {
    ...server,
    checks,
    verdicts,
    setStatus: (next: string) => {
      status = next;
    },
  };
}

describe('identity check and verification', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('identity check: must run before Next; a failed check says "Verification error." and runs again by button', async () => {
    const server = identityServer(RN_PERSONAL);
    server.checks.push('invalid', 'finished');
    const { user } = await renderApp('/enroll');
    await heading('Identity check');
    await user.click(button('Next'));
    expect(await screen.findAllByText('Please check your identity before you continue.')).toHaveLength(1);
    await user.click(button('Check my identity'));
    expect(await screen.findByText('Verification error.', {}, LATER)).toBeTruthy();
    expect(
      screen.getByText(
        'We could not verify your identity. Please retry identity verification with the button below.',
      ),
    ).toBeTruthy();
    await user.click(button('Retry verification'));
    expect(await screen.findByText('Your identity check is complete.', {}, LATER)).toBeTruthy();
    expect(callsTo(server.fetch, 'POST /api/id_check')).toHaveLength(2);
    await user.click(button('Next'));
    expect(await heading('NCSBN ID')).toBeTruthy();
  });

  it('identity verification: start, finish here, and a pending verdict does not hold the clinician up', async () => {
    const server = identityServer(RN_BEFORE_VERIFICATION);
    const { user } = await renderApp('/enroll');
    await heading('Identity verification');
    await user.click(button('Next'));
    expect(await screen.findAllByText('Please start identity verification first.')).toHaveLength(2);
    await user.click(button('Start verification'));
    await user.click(await screen.findByRole('button', { name: 'I have finished' }, LATER));
    expect(await screen.findByText('Verification pending', {}, LATER)).toBeTruthy();
    expect(
      screen.getByText(
        'Credentials waiting for identity approval can still be shared. They are issued automatically once your identity is verified.',
      ),
    ).toBeTruthy();
    const [put] = callsTo(server.fetch, 'PUT /api/id_verification');
    expect(JSON.parse(String(put!.body))).toEqual({ status: 'pending' });
    await user.click(button('Next'));
    expect(await heading('Review')).toBeTruthy();
  });

  it('a failed attempt on the phone offers to retry there or continue on this device', async () => {
    const server = identityServer(RN_BEFORE_VERIFICATION);
    const { user } = await renderApp('/enroll');
    await heading('Identity verification');
    await user.click(button('Start verification'));
    await user.click(await screen.findByRole('button', { name: 'Continue on my phone' }));
    expect(screen.getByRole('link', { name: 'http://localhost:3000/id-verify?token=tok-1' })).toBeTruthy();
    await user.click(button('I have finished on my phone'));
    expect(
      await screen.findByText(
        'We have not heard from your phone yet. Finish the steps there, then try again.',
        {},
        LATER,
      ),
    ).toBeTruthy();
    // Meanwhile the phone finished and the identity service refused.
    server.setStatus('invalid');
    await user.click(button('I have finished on my phone'));
    expect(
      await screen.findByText(
        'We could not verify your identity on your phone. You can retry on your phone or continue on this device.',
      ),
    ).toBeTruthy();
    await user.click(button('Continue on this device'));
    expect(await screen.findByRole('button', { name: 'I have finished' }, LATER)).toBeTruthy();
    const puts = callsTo(server.fetch, 'PUT /api/id_verification').map((call) =>
      JSON.parse(String(call.body)),
    );
    expect(puts).toEqual([{ status: 'not_started' }]);
    expect(callsTo(server.fetch, 'POST /api/id_verify')).toHaveLength(2);
  });

  it('the identity service being down is said plainly and changes nothing', async () => {
    identityServer(RN_BEFORE_VERIFICATION, {
      'POST /api/id_verify': json({ error: { code: 'lookup.unavailable', message: 'down' } }, 503),
    });
    const { user } = await renderApp('/enroll');
    await heading('Identity verification');
    await user.click(button('Start verification'));
    expect(
      await screen.findByText(
        'We could not reach the identity service. Please try again in a moment; you can also carry on and verify later.',
      ),
    ).toBeTruthy();
    expect(button('Start verification')).toBeTruthy();
  });

  it('/id-verify from the cross-device link finishes on the phone with the link’s token', async () => {
    const server = identityServer({});
    server.verdicts.push('finished');
    const { user } = await renderApp('/id-verify?token=tok-9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Finish verifying your identity' }),
    ).toBeTruthy();
    // The other device started the round: the phone only finishes it.
    await user.click(await screen.findByRole('button', { name: 'I have finished' }, LATER));
    expect(await screen.findByText('Your identity is verified.', {}, LATER)).toBeTruthy();
    expect(screen.getByText('You are done on this phone. You can go back to the other device.')).toBeTruthy();
    const [put] = callsTo(server.fetch, 'PUT /api/id_verification');
    expect(JSON.parse(String(put!.body))).toEqual({ status: 'pending', cross_device_token: 'tok-9' });
    expect(callsTo(server.fetch, 'POST /api/id_verify')).toHaveLength(0);
  });

  it('/verify-identity starts with POST /api/verify_identity and lets a failed verification retry', async () => {
    const server = identityServer(
      {},
      {
        'POST /api/verify_identity': json({
          data: {
            status: 'not_started',
            cross_device_url: 'http://localhost:3000/id-verify?token=tok-2',
            cross_device_token: 'tok-2',
            expires_in_seconds: 1800,
          },
        }),
      },
    );
    server.setStatus('invalid');
    const { user } = await renderApp('/verify-identity');
    expect(await screen.findByText('Verification error.', {}, LATER)).toBeTruthy();
    await user.click(button('Retry verification'));
    expect(await screen.findByRole('button', { name: 'I have finished' }, LATER)).toBeTruthy();
    expect(callsTo(server.fetch, 'POST /api/verify_identity')).toHaveLength(1);
    expect(JSON.parse(String(callsTo(server.fetch, 'PUT /api/id_verification')[0]!.body))).toEqual({
      status: 'not_started',
    });
  });
});
