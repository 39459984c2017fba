import type { ConsentForm } from '@credence/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, json, mockFetch } from '#web/test/fetch';
import { personalInfoSample } from '#web/test/contract-samples';
import { renderApp } from '#web/test/render-app';

// /intro (000 §2 post-login rule 2; 001 §4-§5): one step per required consent form outstanding; the typed
// full name is the signature (pre-filled with the spelling adopted before), the box must be ticked, Next
// stays disabled until the form is signed, and past the last step the clinician goes on.

const FORM_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const form = (patch: Partial<ConsentForm> = {}): ConsentForm => ({
  id: FORM_ID,
  document_key: 'riverside-health/release-authorization-v1',
  name: 'Authorization to release credentialing information',
  body: 'I authorize Riverside Health to obtain my credentialing information.\n\nThis lasts three years.',
  version: 2,
  subscriber_group: 'g1',
  subscriber_group_name: 'Riverside Health',
  required: true,
  signed: false,
  signed_at: null,
  signature_name: null,
  ...patch,
});

function serve(initial: ConsentForm, enrollment: 'finished' | null = 'finished') {
  let current = initial;
  return mockFetch({
    'GET /api/xsrf': () => {
      document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
      return json({ data: { token: 'xsrf-1' } });
    },
    'GET /api/consent_form': () => json({ data: [current] }),
    'POST /api/consent_form': ({ init }) => {
      const body = JSON.parse(String(init.body)) as { full_name: string };
      if (initial.signature_name && body.full_name !== initial.signature_name)
        return apiError(
          400,
          'consent.signature-name-mismatch',
          'Please type your full name exactly as you spelled it when you first signed.',
        );
      current = {
        ...current,
        signed: true,
        signed_at: '2026-11-28T10:00:00.000Z',
        signature_name: body.full_name,
      };
      return json({ data: [current] });
    },
    'GET /api/personal_info': () => json({ data: personalInfoSample({ enrollment_status: enrollment }) }),
    'POST /api/self_attested': () => json({ data: { 'status|enrollment_status': 'in_progress' } }),
  });
}

describe('/intro', () => {
  it('asks for the typed name and the ticked box, signs, then lets the clinician go on', async () => {
    const fetch = serve(form());
    const { user, router } = await renderApp('/intro');
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Authorization to release credentialing information' },
        // The first render of the steps layout loads its code: allow it a little longer.
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    // The form's text, by paragraph, under its version (decision 062).
    const text = screen.getByRole('region', { name: "The consent form's text, version 2" });
    expect(text.querySelectorAll('p')).toHaveLength(2);
    expect(text.textContent).toContain('This lasts three years.');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect((await screen.findAllByText('This Field is Required')).length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('Please tick the box to confirm you have read the attestation.').length,
    ).toBeGreaterThan(0);
    expect(callsTo(fetch, 'POST /api/consent_form')).toHaveLength(0);
    await user.type(screen.getByLabelText(/Signature \(your full name\)/), 'Dana Kim');
    await user.click(screen.getByLabelText(/I have read the consent form/));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Signed on 2026-11-28.')).toBeTruthy();
    const sent = fetch.mock.calls.find(
      ([input, init]) => init?.method === 'POST' && String(input).endsWith('/api/consent_form'),
    )![1]!;
    expect(JSON.parse(String(sent.body))).toEqual({
      document_keys: ['riverside-health/release-authorization-v1'],
      full_name: 'Dana Kim',
      confirm: true,
    });
    expect(screen.getByRole('button', { name: /Open the signed PDF/ })).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Enrolment finished and nothing saved: the action center, as sign-in would have sent them.
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/intro'));
    expect(['/action-center', '/v3/dashboard']).toContain(router.state.location.pathname);
    expect(callsTo(fetch, 'POST /api/self_attested')).toHaveLength(0);
  });

  it('pre-fills the spelling adopted at the first signature, and shows the mismatch message', async () => {
    serve(form({ signature_name: 'Dana J. Kim' }));
    const { user } = await renderApp('/intro');
    const name = (await screen.findByLabelText(/Signature \(your full name\)/)) as HTMLInputElement;
    expect(name.value).toBe('Dana J. Kim');
    await user.clear(name);
    await user.type(name, 'dana kim');
    await user.click(screen.getByLabelText(/I have read the consent form/));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(
      (
        await screen.findAllByText(
          'Please type your full name exactly as you spelled it when you first signed.',
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it('with nothing left to sign, continues to enrolment when it is not finished', async () => {
    const fetch = serve(
      form({ signed: true, signed_at: '2026-11-01T10:00:00.000Z', signature_name: 'Dana Kim' }),
      null,
    );
    const { user, router } = await renderApp('/intro');
    expect(await screen.findByText('All required consent forms are signed.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enroll'));
    // As sign-in does (000 §2 rule 3), enrolment is marked in progress before the wizard opens.
    const saved = callsTo(fetch, 'POST /api/self_attested');
    expect(saved).toHaveLength(1);
    expect(JSON.parse(String(saved[0]?.body))).toEqual({
      data: { 'status|enrollment_status': 'in_progress' },
    });
  });
});
