import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { COMPLETE_JOB, ORGANIZATION, REQUIREMENT_ID, fakeHistoryServer } from '../test/fake-server';
import { completeReference } from '../test/fake-references';
import { verificationRequest } from '../test/fake-work-verifications';

const PAGE = `/professional-history/${REQUIREMENT_ID}`;
const QUESTION = 'You will lose any unsaved progress. Do you want to continue?';
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 8000 });
const resumeRead = { source: 'resume' as const, created_at: '2026-11-01T10:00:00Z', positions: [] };

describe('the professional-history page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('loads, names the organization, and opens at the first unfinished step', async () => {
    fakeHistoryServer();
    const { router } = await renderApp(PAGE);
    expect(await screen.findByText('Loading your work history…')).toBeTruthy();
    await stepHeading('Resume');
    expect(screen.getByRole('heading', { level: 1, name: 'Professional history' })).toBeTruthy();
    expect(screen.getByText(`Requested by ${ORGANIZATION}`)).toBeTruthy();
    // Only the steps built so far are shown.
    const steps = screen.getByRole('navigation', { name: 'Professional history steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Resume', 'Work history', 'Affiliations', 'References', 'Verifications']);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PAGE}/resume`));
  });

  it('opens the history once a resume was read, and the URL follows the step', async () => {
    fakeHistoryServer({ prefill: resumeRead });
    const { router, user } = await renderApp(PAGE);
    await stepHeading('Work history');
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PAGE}/history`));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Resume');
    expect(router.state.location.pathname).toBe(`${PAGE}/resume`);
    // The browser's Back moves the flow too.
    await act(() => router.navigate(-1));
    await stepHeading('Work history');
  });

  it('opens the step the URL names, the verifications too', async () => {
    fakeHistoryServer();
    const { router } = await renderApp(`${PAGE}/verifications`);
    await stepHeading('Verifications');
    expect(router.state.location.pathname).toBe(`${PAGE}/verifications`);
  });

  it('opens the affiliations once the history is complete; Next leads to the references, the verifications, then the end', async () => {
    const server = fakeHistoryServer({
      history: [COMPLETE_JOB],
      references: [completeReference(1), completeReference(2), completeReference(3)],
    });
    const { router, user } = await renderApp(PAGE);
    await stepHeading('Affiliations');
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PAGE}/affiliations`));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(server.affiliations.answer).toBe('no'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('References');
    expect(router.state.location.pathname).toBe(`${PAGE}/references`);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Verifications');
    expect(router.state.location.pathname).toBe(`${PAGE}/verifications`);
    // Next says what is missing until the position has a verifier.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const alert = (
      await screen.findByText('Name a verifier for every position before you continue:')
    ).closest('[role="alert"]');
    expect(alert?.textContent).toContain('Staff nurse, Mercy Hospital');
    expect(screen.getByText('No verifier yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Name a verifier for Staff nurse, Mercy Hospital' }));
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findAllByText('This Field is Required')).not.toHaveLength(0);
    expect(server.verifications.writes).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Verifier's full name/ }), 'Dana Okafor');
    await user.type(screen.getByRole('textbox', { name: /Verifier's email/ }), 'chair@mercy.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    await screen.findByText('Verification pending');
    expect(server.verifications.writes.at(-1)).toMatchObject({
      kind: 'work_history',
      item_id: COMPLETE_JOB.id,
      verifier_name: 'Dana Okafor',
      verifier_email: 'chair@mercy.test',
    });
    expect(
      screen.getByRole('button', { name: 'Resend the link for Staff nurse, Mercy Hospital' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Your professional history is complete');
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it('shows each request’s state in the spec’s words, with a retry after an error', async () => {
    fakeHistoryServer({
      history: [COMPLETE_JOB],
      verifications: {
        [COMPLETE_JOB.id]: verificationRequest({
          status: 'error',
          error: 'declined',
          decline_reason: 'Not in our records.',
        }),
      },
    });
    const { user } = await renderApp(`${PAGE}/verifications`);
    await screen.findByText('Verification error');
    expect(screen.getByText('The verifier could not verify this: Not in our records.')).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: 'Retry the verification of Staff nurse, Mercy Hospital' }),
    );
    expect((screen.getByRole('textbox', { name: /Verifier's full name/ }) as HTMLInputElement).value).toBe(
      'Dana Okafor',
    );
  });

  it('shows the completion screen when every step is done, and leads back to the history', async () => {
    fakeHistoryServer({
      history: [COMPLETE_JOB],
      affiliationAnswer: 'no',
      references: [completeReference(1), completeReference(2), completeReference(3)],
      verifications: { [COMPLETE_JOB.id]: verificationRequest({ status: 'signed' }) },
    });
    const { user, router } = await renderApp(PAGE);
    const done = await stepHeading('Your professional history is complete');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(
      within(done.closest('section')!).getByRole('link', { name: 'Back to your dashboard' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Review your work history' }));
    await stepHeading('Work history');
    expect(router.state.location.pathname).toBe(`${PAGE}/history`);
    expect(screen.getByText('Staff nurse, Mercy Hospital')).toBeTruthy();
  });

  it('says so when the requirement is not one of the clinician’s, and links to the dashboard', async () => {
    fakeHistoryServer({
      overrides: {
        [`GET /api/application_requirement/${REQUIREMENT_ID}`]: apiError(404, 'request.not-found'),
        'GET /api/progress_steps': apiError(404, 'request.not-found'),
        'GET /api/work_history': apiError(404, 'request.not-found'),
      },
    });
    await renderApp(PAGE);
    const alert = (await screen.findByText(/We could not find this application\./)).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(within(alert).getByRole('link', { name: 'Back to your dashboard' }).getAttribute('href')).toBe(
      '/v3/dashboard',
    );
  });

  it('offers to try again when loading fails', async () => {
    let fail = true;
    const server = fakeHistoryServer();
    const real = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (input, init) =>
      fail && String(input).startsWith('/api/work_history?')
        ? apiError(503, 'service.unavailable')
        : real(input, init),
    );
    const { user } = await renderApp(PAGE);
    const message = await screen.findByText(/We could not load your work history\./, {}, { timeout: 8000 });
    const alert = message.closest<HTMLElement>('[role="alert"]')!;
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await stepHeading('Resume');
  });
});

describe('leaving the page (000 §2)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('asks while the requirement needs work history that is not complete, and stays on Cancel', async () => {
    fakeHistoryServer({ config: { required: true } });
    const { router, user } = await renderApp(`${PAGE}/history`);
    await stepHeading('Work history');
    await user.click(screen.getByRole('link', { name: 'Back to your dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: QUESTION });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(`${PAGE}/history`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Moving between the flow's own steps is not leaving.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Resume');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to your dashboard' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/dashboard'));
  });

  it('does not ask when nothing is required and no editor has changes; asks once one has', async () => {
    fakeHistoryServer({ config: { required: false } });
    const { router, user } = await renderApp(`${PAGE}/history`);
    await stepHeading('Work history');
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    // Open but untouched: nothing would be lost.
    await act(() => router.navigate('/credentials'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credentials'));
    await act(() => router.navigate(`${PAGE}/history`));
    await stepHeading('Work history');
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    await user.type(screen.getByRole('textbox', { name: 'Institution or employer' }), 'Mercy');
    await act(() => router.navigate('/credentials'));
    const dialog = await screen.findByRole('dialog', { name: QUESTION });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(`${PAGE}/history`);
    expect(screen.getByRole('textbox', { name: 'Institution or employer' })).toHaveProperty('value', 'Mercy');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
