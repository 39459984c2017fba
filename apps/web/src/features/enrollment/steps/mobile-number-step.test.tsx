import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json } from '#web/test/fetch';
import type { Handler } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { NP_ANSWERS, fakeEnrollmentServer } from '../test/fake-server';
import type { Saved } from '../test/fake-server';

const {
  ['basic_info|phone_number']: _phone,
  ['basic_info|mobile_confirm']: _confirm,
  ...beforeMobile
} = NP_ANSWERS;
const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 8000 });

/** The code routes of the contract: `code` verifies; `resendAfter` seconds of countdown. */
function codeRoutes(saved: () => Saved, { code = '246810', resendAfter = 60, expired = false } = {}) {
  const verify: Handler = ({ init }) => {
    const body = JSON.parse(String(init.body)) as { phone_number: string; code: string };
    if (expired) return json({ error: { code: 'verification-code.expired', message: 'expired' } }, 400);
    if (body.code !== code)
      return json({ error: { code: 'verification-code.wrong', message: 'wrong' } }, 400);
    saved()['basic_info|mobile_confirm'] = true;
    return json({ data: { mobile_confirm: true } });
  };
  return {
    'POST /api/mobile_code': json({ data: { resend_after_seconds: resendAfter, expires_in_seconds: 600 } }),
    'POST /api/mobile_code/verify': verify,
  };
}

async function sendCode(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await heading('Mobile number');
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '5035550142');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByRole('group', { name: /Code from the text message/ });
}

async function typeCode(user: Awaited<ReturnType<typeof renderApp>>['user'], code: string) {
  await user.click(screen.getByLabelText('Digit 1 of 6'));
  await user.keyboard(code);
  await user.click(screen.getByRole('button', { name: 'Confirm code' }));
}

describe('the mobile number step', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('saves the number, texts a code, counts down to a resend, and confirms the right code', async () => {
    let saved: Saved = {};
    const server = fakeEnrollmentServer(
      beforeMobile,
      codeRoutes(() => saved),
    );
    saved = server.saved;
    const { user } = await renderApp('/enroll/mobile-number');
    await heading('Mobile number');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Please enter a valid phone number')).toHaveLength(2);

    await sendCode(user);
    expect(server.posts.at(-1)).toEqual({ 'basic_info|phone_number': '+15035550142' });
    expect(JSON.parse(String(callsTo(server.fetch, 'POST /api/mobile_code')[0]!.body))).toEqual({
      phone_number: '+15035550142',
    });
    expect(
      screen.getByText('We sent a 6-digit code by text message to (503) 555-0142.', { selector: 'p' }),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Digit 1 of 6'));
    expect(screen.getByText('You can request a new code in 60 seconds.')).toBeTruthy();

    // Next before the code is confirmed asks for it.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const problems = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(problems).getByText('Please confirm your mobile number before continuing.')).toBeTruthy();

    await typeCode(user, '246810');
    expect(
      await screen.findByText('Your mobile number (503) 555-0142 is confirmed.', { selector: 'p' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // An NP goes on to the NPI step (built by the professional steps' registry entries).
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Mobile number' })).toBeNull(),
    );
    expect(server.posts).toHaveLength(1);
  });

  it('a wrong code says so with a control that sends a new code; the countdown holds it back until it ends', async () => {
    let saved: Saved = {};
    const server = fakeEnrollmentServer(
      beforeMobile,
      codeRoutes(() => saved, { resendAfter: 0 }),
    );
    saved = server.saved;
    const { user } = await renderApp('/enroll/mobile-number');
    await sendCode(user);
    await typeCode(user, '111111');
    const group = screen.getByRole('group', { name: /Code from the text message/ });
    expect(await within(group).findByText(/We were unable to verify this code\./)).toBeTruthy();
    const again = within(group).getByRole('button', { name: 'Click here to send a new code.' });
    expect(group.textContent).toContain('We were unable to verify this code. Click here to send a new code.');
    await user.click(again);
    await waitFor(() => expect(callsTo(server.fetch, 'POST /api/mobile_code')).toHaveLength(2));
    expect(within(group).queryByText(/We were unable to verify/)).toBeNull();
  });

  it('a wrong code during the countdown says when a new code can be sent, and offers it only then', async () => {
    let saved: Saved = {};
    const server = fakeEnrollmentServer(
      beforeMobile,
      codeRoutes(() => saved, { resendAfter: 2 }),
    );
    saved = server.saved;
    const { user } = await renderApp('/enroll/mobile-number');
    await sendCode(user);
    await typeCode(user, '111111');
    const group = screen.getByRole('group', { name: /Code from the text message/ });
    await within(group).findByText(/We were unable to verify this code\./);
    expect(group.textContent).toMatch(
      /We were unable to verify this code\. You can request a new code in [12] seconds\./,
    );
    expect(group.textContent).not.toContain('Click here');
    expect(within(group).queryByRole('button', { name: 'Click here to send a new code.' })).toBeNull();
    // Once the countdown ends the sentence offers the new code, and the control sends it.
    const again = await within(group).findByRole(
      'button',
      { name: 'Click here to send a new code.' },
      { timeout: 4000 },
    );
    expect(group.textContent).not.toContain('You can request a new code');
    await user.click(again);
    await waitFor(() => expect(callsTo(server.fetch, 'POST /api/mobile_code')).toHaveLength(2));
  });

  it('an expired code says so and offers a new one', async () => {
    let saved: Saved = {};
    const server = fakeEnrollmentServer(
      beforeMobile,
      codeRoutes(() => saved, { expired: true, resendAfter: 0 }),
    );
    saved = server.saved;
    const { user } = await renderApp('/enroll/mobile-number');
    await sendCode(user);
    await typeCode(user, '246810');
    const group = screen.getByRole('group', { name: /Code from the text message/ });
    expect(await within(group).findByText(/This code has expired\./)).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Click here to send a new code.' })).toBeTruthy();
  });

  it('a confirmed number shows as confirmed and Next goes on without a code', async () => {
    const server = fakeEnrollmentServer({
      ...beforeMobile,
      'basic_info|occupation_code': 'RN',
      'basic_info|phone_number': '+15035550142',
      'basic_info|mobile_confirm': true,
    });
    const { user } = await renderApp('/enroll/mobile-number');
    await heading('Mobile number');
    expect(
      screen.getByText('Your mobile number (503) 555-0142 is confirmed.', { selector: 'p' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Mobile number' })).toBeNull(),
    );
    expect(server.posts).toHaveLength(0);
  });
});
