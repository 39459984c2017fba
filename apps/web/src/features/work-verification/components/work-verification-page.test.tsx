import { WORK_VERIFICATION_CONSENT_VERSION } from '@credence/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';

const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuvwxyzABCD';
const OPENED = {
  clinician: { first_name: 'Riley', last_name: 'Carter' },
  position: {
    kind: 'work_history',
    institution: 'Madison General Hospital',
    department: 'Cardiology',
    role: 'Clinical nurse',
    start_date: '01/2024',
    end_date: '',
  },
  verifier_name: 'Alex Moreno',
  consent_version: WORK_VERIFICATION_CONSENT_VERSION,
  expires_at: '2026-12-25T10:00:00.000Z',
};
const SIGNED = {
  signature_request_id: '99999999-9999-4999-8999-999999999999',
  document: '88888888-8888-4888-8888-888888888888',
  document_expires_at: '2026-12-02T10:00:00.000Z',
  confirmation_sent: true,
};

// The page is a lazy chunk: its first load may take a while on a busy machine.
const main = async () => within(await screen.findByRole('main', {}, { timeout: 15_000 }));

describe('/work_verification', () => {
  it('shows the position, reports every missing answer, then signs with the typed name', async () => {
    const fetch = mockFetch({
      'GET /api/work_verification': json({ data: OPENED }),
      'POST /api/work_verification/consent': json({ data: { consented_at: '2026-11-25T10:00:00.000Z' } }),
      'POST /api/work_verification': json({ data: SIGNED }),
    });
    const { user } = await renderApp(`/work_verification?token=${TOKEN}`, { signedIn: false });
    const page = await main();
    expect(
      await page.findByText(/Riley Carter has asked you to confirm their work at Madison General/),
    ).toBeTruthy();
    expect(callsTo(fetch, 'GET /api/work_verification')[0]?.url.search).toBe(`?token=${TOKEN}`);
    // What the clinician said is there to confirm.
    expect((page.getByRole('textbox', { name: /Institution/ }) as HTMLInputElement).value).toBe(
      'Madison General Hospital',
    );

    await user.click(page.getByRole('button', { name: 'Sign and submit' }));
    expect(await page.findAllByText('This Field is Required')).not.toHaveLength(0);
    expect(page.getAllByText('You must agree to sign electronically.')).not.toHaveLength(0);
    expect(callsTo(fetch, 'POST /api/work_verification')).toHaveLength(0);

    const answer = (question: RegExp, choice: 'Yes' | 'No') =>
      user.click(within(page.getByRole('group', { name: question })).getByRole('radio', { name: choice }));
    await answer(/good standing/, 'Yes');
    await answer(/privileges or employment/, 'No');
    await answer(/disciplinary action/, 'Yes');
    // An answer that needs explaining opens its box, which is then required.
    const details = await page.findByRole('textbox', { name: /Please explain/ });
    await user.type(details, 'A written warning in 2024, since closed.');
    await answer(/drug or alcohol/, 'No');
    await answer(/physical or mental condition/, 'No');
    await user.type(page.getByRole('textbox', { name: /Your title/ }), 'Nurse manager');
    await user.click(page.getByRole('checkbox', { name: 'I agree to sign electronically' }));
    expect(callsTo(fetch, 'POST /api/work_verification/consent')).toHaveLength(1);
    await user.type(page.getByRole('textbox', { name: /Type your full name to sign/ }), 'Someone Else');
    await user.click(page.getByRole('checkbox', { name: /I attest that the information above/ }));
    await user.click(page.getByRole('button', { name: 'Sign and submit' }));
    expect(
      await page.findAllByText("Type your full name exactly as you gave it as the verifier's name."),
    ).not.toHaveLength(0);

    const name = page.getByRole('textbox', { name: /Type your full name to sign/ });
    await user.clear(name);
    await user.type(name, 'Alex Moreno');
    await user.click(page.getByRole('button', { name: 'Sign and submit' }));
    expect(
      await page.findByRole('heading', { level: 1, name: 'Thank you. The verification is signed.' }),
    ).toBeTruthy();
    const [post] = callsTo(fetch, 'POST /api/work_verification');
    const body = JSON.parse(String(post?.body)) as {
      token: string;
      record: Record<string, unknown>;
      signature: Record<string, unknown>;
    };
    expect(body.token).toBe(TOKEN);
    expect(body.record).toMatchObject({
      discipline: true,
      discipline_details: 'A written warning in 2024, since closed.',
      verifier_name: 'Alex Moreno',
      verifier_title: 'Nurse manager',
    });
    expect(body.signature).toEqual({
      consent: true,
      consent_version: WORK_VERIFICATION_CONSENT_VERSION,
      full_name: 'Alex Moreno',
      attest: true,
    });
    const link = page.getByRole('link', { name: 'Download the signed record (PDF)' });
    expect(link.getAttribute('href')).toBe(
      `/api/work_verification_document?token=${TOKEN}&document=${SIGNED.document}`,
    );
    expect(link.getAttribute('rel')).toBe('noreferrer');
  }, 60_000);

  it('a dead link says so in the spec’s words', async () => {
    mockFetch({ 'GET /api/work_verification': apiError(404, 'request.not-found') });
    await renderApp(`/work_verification?token=${TOKEN}`, { signedIn: false });
    const alert = await (await main()).findByRole('alert');
    expect(alert.textContent).toContain('This verification link is no longer valid.');
  }, 60_000);

  it('declines with a reason', async () => {
    const fetch = mockFetch({
      'GET /api/work_verification': json({ data: OPENED }),
      'POST /api/work_verification/decline': json({ data: { declined: true } }),
    });
    const { user } = await renderApp(`/work_verification?token=${TOKEN}`, { signedIn: false });
    const page = await main();
    await user.click(await page.findByRole('button', { name: 'I cannot verify this' }));
    await user.click(page.getByRole('button', { name: 'Decline' }));
    expect(await page.findByRole('alert')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/work_verification/decline')).toHaveLength(0);
    await user.type(page.getByRole('textbox', { name: 'Why can you not verify this?' }), 'Not our employee.');
    await user.click(page.getByRole('button', { name: 'Decline' }));
    expect(
      await page.findByRole('heading', { level: 1, name: 'You declined this verification.' }),
    ).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetch, 'POST /api/work_verification/decline')[0]?.body))).toEqual({
      token: TOKEN,
      reason: 'Not our employee.',
    });
  }, 60_000);
});
