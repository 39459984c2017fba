import { STAFF_ROLE_ACTIONS, consoleRequirementsApi } from '@credence/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';

// The question sets of a requirement set, read-only on its page (decision 061): the sets it attests and
// the sets of its question tasks, each once, with the product's questions and their rules.
const SET = 'c1d2e3f4-0000-4000-8000-000000000002';

function server(attested: string[], templateSet: string | null) {
  mockFetch({
    'GET /api/console/me': json({
      data: {
        group: { id: 'g', name: 'Riverside Health', slug: 'riverside-health' },
        role: 'recruiter',
        actions: [...STAFF_ROLE_ACTIONS.recruiter],
      },
    }),
    'GET /api/console/requirement-options': answer(consoleRequirementsApi.requirementOptions, {
      credential_types: [],
      question_sets: [
        { id: 'caqh-disclosure', kind: 'caqh' },
        { id: 'riverside-immunization', kind: 'organization' },
      ],
      provider_types: ['RN'],
    }),
    [`GET /api/console/requirements/${SET}`]: answer(consoleRequirementsApi.requirement, {
      id: SET,
      name: 'Nurse onboarding',
      credential_set: [],
      application_config: {},
      attested_reqs: attested,
      task_templates: templateSet
        ? [
            {
              id: 't1',
              name: 'Immunizations',
              type: 'question',
              required_for_share: false,
              wallet_location: null,
              sign_and_submit_order: null,
              question_set: templateSet,
              assigned: 0,
            },
          ]
        : [],
      subscribed: 2,
      updated_at: null,
    }),
  });
}

describe('the attestation question sets of a requirement set', () => {
  it('shows each set once with its questions, windows and documents; nothing to edit', async () => {
    server(['caqh-disclosure'], 'caqh-disclosure');
    await renderApp(`/admin/requirements/${SET}`);
    const section = await screen.findByRole(
      'region',
      { name: 'Attestation question sets' },
      { timeout: 10_000 },
    );
    const toggles = within(section).getAllByText(/^Questions of /);
    expect(toggles.map((node) => node.textContent)).toEqual([
      'Questions of Professional disclosure questions',
    ]);
    fireEvent.click(toggles[0]!);
    expect(
      within(section).getByText(
        'In the past 10 years, have you had any malpractice claims, settlements or judgments against you?',
      ),
    ).toBeTruthy();
    expect(within(section).getAllByText(/within 10 years/).length).toBeGreaterThan(0);
    expect(within(section).getAllByText(/needs a document/).length).toBeGreaterThan(0);
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('says so when the set asks no question set', async () => {
    server([], null);
    await renderApp(`/admin/requirements/${SET}`);
    expect(
      await screen.findByText('This requirement set asks no attestation question set.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
  });
});
