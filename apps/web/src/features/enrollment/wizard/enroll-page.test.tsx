import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { NP_ANSWERS, fakeEnrollmentServer } from '../test/fake-server';
import { personalInfoSample } from '#web/test/contract-samples';

const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 8000 });

describe('the enrolment wizard frame', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('starts a new clinician at the provider type, asks for a choice, saves it and moves on', async () => {
    const server = fakeEnrollmentServer();
    const { user, router } = await renderApp('/enroll');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrollment' })).toBeTruthy();
    expect(await heading('Provider type')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '0% complete' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Please choose one of the options.' })).toBeTruthy();
    expect(document.activeElement).toBe(summary);
    expect(server.posts).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Nurse Practitioner (NP)' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await heading('Name')).toBeTruthy();
    expect(server.posts).toEqual([{ 'basic_info|occupation_code': 'NP' }]);
    expect(router.state.location.pathname).toBe('/enroll/name');
    // The heading takes focus, so a screen reader starts on the new screen.
    expect(document.activeElement).toBe(await heading('Name'));
    // An NP's professional steps now show in the tracker.
    const tracker = screen.getByRole('navigation', { name: 'Enrollment steps' });
    expect(within(tracker).getByText('NCSBN ID')).toBeTruthy();
    expect(within(tracker).queryByText('State licenses')).toBeNull();
  });

  it('resumes at the first unfinished step, whatever the URL says beyond it', async () => {
    const { ['basic_info|place_of_birth']: _pob, ...rest } = NP_ANSWERS;
    fakeEnrollmentServer(rest);
    const { router } = await renderApp('/enroll/address');
    expect(await heading('Place of birth')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/enroll/pob'));
  });

  it('opens a finished step the URL names (a reload, a change link)', async () => {
    fakeEnrollmentServer({ 'basic_info|occupation_code': 'RN', 'basic_info|first_name': 'Avery' });
    const { router } = await renderApp('/enroll/name');
    expect(await heading('Name')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/enroll/name');
  });

  it('goes back without losing what was typed, and saves nothing that is already saved', async () => {
    const server = fakeEnrollmentServer({
      'basic_info|occupation_code': 'RN',
      'basic_info|first_name': 'Avery',
      'basic_info|last_name': 'Nguyen',
    });
    const { user, router } = await renderApp('/enroll');
    expect(await heading('Date of birth')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '19840229');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Name')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/enroll/name');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Avery');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await heading('Date of birth')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement).value).toBe(
      '1984-02-29',
    );
    expect(server.posts).toHaveLength(0);
  });

  it('follows the browser back to the step its URL names', async () => {
    fakeEnrollmentServer({ 'basic_info|occupation_code': 'RN' });
    const { user, router } = await renderApp('/enroll/name');
    expect(await heading('Name')).toBeTruthy();
    await user.type(screen.getByLabelText('First name'), 'Avery');
    await user.type(screen.getByLabelText('Last name'), 'Nguyen');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await heading('Date of birth')).toBeTruthy();
    await router.navigate(-1);
    expect(await heading('Name')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/enroll/name');
  });

  it('says so and offers to try again when the saved answers cannot be read', async () => {
    fakeEnrollmentServer({}, { 'GET /api/self_attested': new Response('', { status: 503 }) });
    await renderApp('/enroll');
    expect(
      await screen.findByText('We could not load your enrollment. Please try again.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  const REMINDER =
    'Please confirm your email address: select the link in the email we sent to avery@example.test. You can go on with your enrollment meanwhile.';
  const infoWith = (email_confirmed: boolean) => ({
    'GET /api/personal_info': json({
      data: personalInfoSample({
        enrollment_status: 'in_progress',
        email: 'avery@example.test',
        email_confirmed,
      }),
    }),
  });

  it('lets a clinician enrol before confirming the e-mail address, and reminds them to confirm it', async () => {
    fakeEnrollmentServer({}, infoWith(false));
    await renderApp('/enroll');
    expect(await heading('Provider type')).toBeTruthy();
    expect(screen.getByText(REMINDER).getAttribute('role')).toBe('status');
  });

  it('says nothing of the e-mail address once it is confirmed', async () => {
    fakeEnrollmentServer({}, infoWith(true));
    await renderApp('/enroll');
    expect(await heading('Provider type')).toBeTruthy();
    expect(screen.queryByText(REMINDER)).toBeNull();
  });
});
