import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json } from '#web/test/fetch';
import { credentialSample } from '#web/test/contract-samples';
import { renderApp } from '#web/test/render-app';
import { walletApi } from '../test/wallet-api';

const offer = (name: string, extra = {}) =>
  credentialSample({
    name,
    status: 'offered',
    accepted_at: null,
    review: [
      { field: 'first_name', source_value: 'Ada', attested_value: 'Ada', matches: true },
      { field: 'last_name', source_value: 'Lovelace', attested_value: 'Lovelase', matches: false },
    ],
    ...extra,
  });

const progress = () => screen.getByRole('progressbar', { name: /Review \d+% complete/ });

describe('/verified-source-review', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows each offer’s fields beside the source’s value and evidence', async () => {
    walletApi([offer('NPI 1234567893'), credentialSample({ name: 'Accepted already' })]);
    await renderApp('/verified-source-review');
    const item = await screen.findByRole('article', { name: 'NPI 1234567893' }, { timeout: 8000 });
    expect(within(item).getByText('From NPPES, checked 24 Nov 2026')).toBeTruthy();
    const rows = within(item).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim()))).toEqual([
      ['First name', 'Ada', 'Ada', 'Matches'],
      ['Last name', 'Lovelase', 'Lovelace', 'Differs'],
    ]);
    expect(progress().getAttribute('aria-valuenow')).toBe('50');
  });

  it('requires the attestation before accepting, then accepts; the bar reaches 100% when all are answered', async () => {
    const first = offer('NPI 1234567893');
    const { fetch, state } = walletApi([first], {
      'PATCH /api/credential': () => {
        state.credentials = [{ ...first, status: 'added', accepted_at: new Date().toISOString() }];
        return json({ data: state.credentials[0] });
      },
    });
    const { user } = await renderApp('/verified-source-review');
    const item = await screen.findByRole('article', { name: 'NPI 1234567893' }, { timeout: 8000 });
    expect(progress().getAttribute('aria-valuenow')).toBe('0');
    await user.click(within(item).getByRole('button', { name: 'Accept: NPI 1234567893' }));
    expect(within(item).getByText('Please confirm that you have reviewed this information.')).toBeTruthy();
    expect(callsTo(fetch, 'PATCH /api/credential')).toHaveLength(0);
    await user.click(within(item).getByRole('checkbox', { name: /I have reviewed this information/ }));
    await user.click(within(item).getByRole('button', { name: 'Accept: NPI 1234567893' }));
    await waitFor(() => expect(progress().getAttribute('aria-valuenow')).toBe('100'));
    expect(JSON.parse(String(callsTo(fetch, 'PATCH /api/credential')[0]?.body))).toEqual({
      id: first.id,
      attested: true,
    });
    expect(screen.getByText(/Your review is complete/)).toBeTruthy();
  });

  it('disputes an offer with a reason and optional evidence, and shows the answer when it arrives', async () => {
    const disputed = offer('Ohio RN 123');
    const { fetch, state } = walletApi([disputed], {
      'DELETE /api/credential': () => {
        state.credentials = [
          {
            ...disputed,
            status: 'disputed',
            dispute: {
              reason: 'Wrong name',
              document_id: null,
              status: 'open',
              opened_at: new Date().toISOString(),
              answer: null,
              answered_at: null,
              answer_evidence: null,
            },
          },
        ];
        return json({ data: { id: disputed.id, status: 'disputed', job_id: 'j1' } });
      },
    });
    const { user } = await renderApp('/verified-source-review');
    const item = await screen.findByRole('article', { name: 'Ohio RN 123' }, { timeout: 8000 });
    await user.click(within(item).getByRole('button', { name: 'Dispute this credential: Ohio RN 123' }));
    await user.click(within(item).getByRole('button', { name: 'Send dispute' }));
    // The reason is required.
    expect((await within(item).findAllByText('This Field is Required')).length).toBeGreaterThan(0);
    expect(callsTo(fetch, 'DELETE /api/credential')).toHaveLength(0);
    await user.type(
      within(item).getByRole('textbox', { name: /Why is this information wrong/ }),
      'My last name is Lovelace',
    );
    await user.type(within(item).getByRole('textbox', { name: /Evidence/ }), 'https://board.example/ada');
    await user.click(within(item).getByRole('button', { name: 'Send dispute' }));
    await waitFor(() => expect(callsTo(fetch, 'DELETE /api/credential')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetch, 'DELETE /api/credential')[0]?.body))).toEqual({
      id: disputed.id,
      action: 'dispute',
      reason: 'My last name is Lovelace\n\nEvidence: https://board.example/ada',
    });
    const disputes = await screen.findByRole('region', { name: 'Your disputes' });
    expect(within(disputes).getByText('Dispute open')).toBeTruthy();
    // A disputed offer counts as answered.
    expect(progress().getAttribute('aria-valuenow')).toBe('100');

    // The answer arrives with the next read of the list.
    state.credentials = [
      {
        ...disputed,
        status: 'offered',
        dispute: {
          reason: 'Wrong name',
          document_id: null,
          status: 'rejected',
          opened_at: new Date().toISOString(),
          answer: 'credential.dispute.answer-rejected',
          answered_at: '2026-11-25T12:00:00.000Z',
          answer_evidence: null,
        },
      },
    ];
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('region', { name: 'Your disputes' })).getByText(
            /still holds the same value/,
          ),
        ).toBeTruthy(),
      { timeout: 8000 },
    );
    expect(screen.getByText('Dispute answered: the source confirmed its value')).toBeTruthy();
  }, 20_000);
});

describe('/verified-source-review: a verifier’s signed record (decision 042)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows a work_verification offer in its form with the verifier as its source, and no dispute', async () => {
    const signed = credentialSample({
      name: 'Work verification, Mercy Hospital',
      schema_name: 'work_verification',
      category: 'work',
      status: 'offered',
      accepted_at: null,
      review: [],
      fields: {
        institution: 'Mercy Hospital',
        role: 'Hospitalist',
        good_standing: 'True',
        verifier_name: 'Dana Okafor',
        record_sha256: 'a'.repeat(64),
      },
      evidence: {
        source: 'work_verification',
        origin: 'verifier',
        method: 'primary_source',
        checked_at: '2026-11-24T10:00:00.000Z',
        verification_id: null,
        record_sha256: 'a'.repeat(64),
      },
    });
    walletApi([signed]);
    await renderApp('/verified-source-review');
    const item = await screen.findByRole(
      'article',
      { name: 'Work verification, Mercy Hospital' },
      { timeout: 8000 },
    );
    expect(within(item).getByText("From the institution's verifier, checked 24 Nov 2026")).toBeTruthy();
    expect(within(item).getByText('Hospitalist')).toBeTruthy();
    expect(within(item).getByText('Dana Okafor')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /Dispute this credential/ })).toBeNull();
    expect(within(item).getByText(/ask the verifier again/)).toBeTruthy();
    expect(
      within(item).getByRole('button', { name: 'Accept: Work verification, Mercy Hospital' }),
    ).toBeTruthy();
  });
});

describe('/verified-source-review: a dispute the source could not check (decision 042)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the answer "could not be checked … try again later" from the error catalogue', async () => {
    walletApi([
      credentialSample({
        name: 'NPI 1234567893',
        dispute: {
          reason: 'Wrong name',
          document_id: null,
          status: 'unanswered',
          opened_at: '2026-11-25T10:00:00.000Z',
          answer: 'verification.dispute-unchecked',
          answered_at: '2026-11-25T12:00:00.000Z',
          answer_evidence: null,
        },
      }),
    ]);
    await renderApp('/verified-source-review');
    const disputes = await screen.findByRole('region', { name: 'Your disputes' }, { timeout: 8000 });
    expect(within(disputes).getByText('Dispute could not be checked')).toBeTruthy();
    expect(
      within(disputes).getByText(
        /Your dispute could not be checked: the source did not answer when we asked it again\. Your credential is unchanged\. Please try again later\./,
      ),
    ).toBeTruthy();
  });
});
