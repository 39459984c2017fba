import { shareProgressKey } from '@credence/shared';
import type { Share, ShareChecklist } from '@credence/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, json, mockFetch } from '#web/test/fetch';
import type { Handler } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { personalInfoSample } from '#web/test/contract-samples';

// The page and its layout load lazily; the header reads more besides, so the first answer may take a while.
const SLOW = { timeout: 8000 };
const SUB = '0b9a4d1e-3c2f-4e8a-9b7c-1d2e3f4a5b6c';
const LICENSE = '11111111-2222-4333-8444-555555555555';

const checklist = (ready: boolean, overAsking: ShareChecklist['over_asking'] = []): ShareChecklist => ({
  subscription_id: SUB,
  organization: { name: 'Riverside Health', logo: null },
  requirement_name: 'Nurse onboarding',
  purpose: 'Credentialing and privileging',
  retention_days: 1095,
  window_days: 120,
  ready,
  items: [
    {
      kind: 'credential',
      key: 'rn_license',
      name: 'WI RN license',
      status: ready ? 'ok' : 'stale',
      credential_id: LICENSE,
      verified_at: '2026-11-20T00:00:00.000Z',
      pending_identity: false,
      fix: ready ? null : { path: '/credentials', action: 'reverify' },
    },
    {
      kind: 'task',
      key: 'task-1',
      name: 'Upload your BLS card',
      status: ready ? 'ok' : 'todo',
      credential_id: null,
      verified_at: null,
      pending_identity: false,
      fix: ready ? null : { path: '/task/task-1', action: 'open' },
    },
  ],
  credentials: ready
    ? [
        {
          id: LICENSE,
          schema_name: 'rn_license',
          name: 'WI RN license',
          status: 'added',
          pending_identity: false,
          fields: [
            { name: 'license_number', value: '274411-30', disclosure: 'required' },
            { name: 'initial_date', value: '2016-06-14', disclosure: 'optional' },
            { name: 'board_actions', value: 'False', disclosure: 'always' },
          ],
        },
      ]
    : [],
  over_asking: overAsking,
  attestations: ['accurate', 'authorize', 'notify-changes'],
  adopted_signature: null,
});

const SHARE: Share = {
  id: '99999999-2222-4333-8444-555555555555',
  subscription_id: SUB,
  organization: { name: 'Riverside Health', logo: null },
  purpose: 'Credentialing and privileging',
  retention_days: 1095,
  status: 'active',
  shared_at: '2026-11-28T12:00:00.000Z',
  ended_at: null,
  verified_at: '2026-11-28T12:00:00.000Z',
  signature: { full_name: 'Sam Okafor', signed_at: '2026-11-28T12:00:00.000Z' },
  attestations: ['accurate', 'authorize', 'notify-changes'],
  credentials: [
    {
      credential_id: LICENSE,
      schema_name: 'rn_license',
      name: 'WI RN license',
      disclosed: ['license_number', 'board_actions'],
      omitted: ['initial_date'],
      pending_identity: false,
    },
  ],
  events: [{ kind: 'shared', at: '2026-11-28T12:00:00.000Z', by: null }],
};

function api(overrides: Record<string, Handler | Response> = {}) {
  return mockFetch({
    'GET /api/personal_info': json({ data: personalInfoSample({ first_name: 'Sam', last_name: 'Okafor' }) }),
    'GET /api/holder_subscriptions': json({ data: [] }),
    ...overrides,
  });
}

describe('the share flow', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.clear();
  });

  it('is not ready while an item is missing, and says where to fix each', { timeout: 20_000 }, async () => {
    api({ [`GET /api/presentations/checklist/${SUB}`]: json({ data: checklist(false) }) });
    await renderApp(`/share/${SUB}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Not ready to share' }, SLOW)).toBeTruthy();
    expect(screen.getByText('Please complete the required information before sharing.')).toBeTruthy();
    expect(screen.getByText('Verified more than 120 days ago')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request re-verification: Nursing license' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fix this: Upload your BLS card' }).getAttribute('href')).toBe(
      '/task/task-1',
    );
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it(
    'says the share link may no longer be valid for an unknown subscription',
    { timeout: 20_000 },
    async () => {
      api({ [`GET /api/presentations/checklist/${SUB}`]: apiError(404, 'request.not-found') });
      await renderApp(`/share/${SUB}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Error handling share link' }, SLOW),
      ).toBeTruthy();
      expect(screen.getByText('The share link you have followed may no longer be valid.')).toBeTruthy();
    },
  );

  it(
    'goes through disclosure (an optional field left out), attestation and signature, keeping progress on the device',
    { timeout: 30_000 },
    async () => {
      const fetch = api({
        [`GET /api/presentations/checklist/${SUB}`]: json({ data: checklist(true) }),
        'POST /api/presentations': json({ data: SHARE }, 201),
      });
      await renderApp(`/share/${SUB}`);
      expect(await screen.findByRole('heading', { level: 2, name: 'Ready to share' }, SLOW)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('Purpose: Credentialing and privileging')).toBeTruthy();
      expect(screen.getByText('Riverside Health keeps this information for 1095 days.')).toBeTruthy();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Share Initial date: 2016-06-14' }));
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      const saved = JSON.parse(localStorage.getItem(shareProgressKey(SUB))!) as Record<string, unknown>;
      expect(saved).toMatchObject({
        step: 'attestation',
        omitted: { [LICENSE]: ['initial_date'] },
        questions: [],
      });
      expect(typeof saved.timestamp).toBe('number');

      // A statement not confirmed: the summary (it takes focus) links to the statements.
      fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
      const summary = await screen.findByRole('alert', { name: 'There is a problem' });
      expect(
        within(summary)
          .getByRole('link', { name: 'Please confirm every statement to continue.' })
          .getAttribute('href'),
      ).toBe('#attestation-statements');
      await waitFor(() => expect(document.activeElement).toBe(summary));
      const boxes = screen.getAllByRole('checkbox');
      for (const box of boxes.slice(0, -1)) fireEvent.click(box);
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByRole('alert', { name: 'There is a problem' })).toBeTruthy();
      expect(screen.queryByLabelText(/Full name/)).toBeNull();
      fireEvent.click(boxes.at(-1)!);
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

      // The signature: an empty name, then the box not ticked, are refused before anything is sent.
      await screen.findByRole('heading', { level: 2, name: 'Signature' });
      fireEvent.click(screen.getByRole('button', { name: 'Share with Riverside Health' }));
      const signatureSummary = await screen.findByRole('alert', { name: 'There is a problem' });
      expect(
        within(signatureSummary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['This Field is Required', 'Please tick the box to confirm you have read the attestation.']);
      fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Sam Okafor' } });
      fireEvent.click(screen.getByRole('button', { name: 'Share with Riverside Health' }));
      await waitFor(() =>
        expect(
          within(screen.getByRole('alert', { name: 'There is a problem' }))
            .getAllByRole('link')
            .map((link) => link.textContent),
        ).toEqual(['Please tick the box to confirm you have read the attestation.']),
      );
      expect(callsTo(fetch, 'POST /api/presentations')).toHaveLength(0);
      fireEvent.click(
        screen.getByRole('checkbox', { name: 'I have read the attestation and sign it with my full name.' }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Share with Riverside Health' }));
      expect(await screen.findByText('Your credentials have been shared.')).toBeTruthy();
      const [post] = callsTo(fetch, 'POST /api/presentations');
      expect(JSON.parse(String(post!.body))).toEqual({
        subscription_id: SUB,
        omit: { [LICENSE]: ['initial_date'] },
        attestations: { accurate: true, authorize: true, 'notify-changes': true },
        signature: { full_name: 'Sam Okafor', confirmed: true },
      });
      await waitFor(() => expect(localStorage.getItem(shareProgressKey(SUB))).toBeNull());
    },
  );

  it(
    'flags on the disclosure what the share sends beyond the requirement, and says nothing when it does not',
    { timeout: 20_000 },
    async () => {
      api({
        [`GET /api/presentations/checklist/${SUB}`]: json({
          data: checklist(true, [{ type: 'rn_license', whole_credential: false, fields: ['initial_date'] }]),
        }),
      });
      await renderApp(`/share/${SUB}`);
      fireEvent.click(await screen.findByRole('button', { name: 'Continue' }, SLOW));
      const title = await screen.findByText('This request asks for more than Riverside Health requires');
      const notice = title.closest('[role="alert"]')!;
      expect(notice.textContent).toContain('Nursing license: Initial date');
      expect(notice.textContent).toContain('You can leave out the optional items.');
    },
  );

  it(
    'shows no over-asking notice when the share asks only what the requirement lists',
    { timeout: 20_000 },
    async () => {
      api({ [`GET /api/presentations/checklist/${SUB}`]: json({ data: checklist(true) }) });
      await renderApp(`/share/${SUB}`);
      fireEvent.click(await screen.findByRole('button', { name: 'Continue' }, SLOW));
      expect(await screen.findByText('Purpose: Credentialing and privileging')).toBeTruthy();
      expect(screen.queryByText(/asks for more than/)).toBeNull();
    },
  );
});
