import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeUserManager, sessionWith, signedInSession } from '#web/test/auth';
import { json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { actorSample, personalInfoSample } from '#web/test/contract-samples';

describe('the route guard', () => {
  it('sends a signed-out user to / and saves the intended path as the login redirect', async () => {
    const { router } = await renderApp('/credentials?tab=2', { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Credence' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('credence.login-redirect')).toBe('/credentials?tab=2');
  });

  it('re-authorizes with prompt=none when the logged-in flag survived a reload', async () => {
    localStorage.setItem('credence.logged-in', 'true');
    const manager = fakeUserManager();
    await renderApp('/documents', { session: sessionWith(manager) });
    expect(await within(await screen.findByRole('main')).findByRole('status')).toHaveProperty(
      'textContent',
      'Signing you in…',
    );
    await waitFor(() =>
      expect(manager.signinRedirect).toHaveBeenCalledWith({
        prompt: 'none',
        state: { silent: true, returnTo: '/documents' },
      }),
    );
  });

  it('goes to / with the path saved when re-authorization cannot even start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('credence.logged-in', 'true');
    const manager = fakeUserManager();
    manager.signinRedirect.mockRejectedValue(new Error('provider unreachable'));
    const { router } = await renderApp('/documents', { session: sessionWith(manager) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('credence.login-redirect')).toBe('/documents');
    expect(localStorage.getItem('credence.logged-in')).toBeNull();
  });

  it('keeps a user whose identity check has started away from /enroll once enrolment is finished', async () => {
    mockFetch({
      'GET /api/xsrf': json({ data: { token: 't' } }),
      'GET /api/actor': json({
        data: { actors: [actorSample({ id: 'a1', actions: [], settings: { id_verification: 'finished' } })] },
        chat_token: null,
      }),
      'GET /api/personal_info': json({
        data: personalInfoSample({ enrollment_status: 'finished', force_enroll: false }),
      }),
    });
    const session = await signedInSession();
    const { router } = await renderApp('/enroll/name', { session });
    await session.requestActors();
    await waitFor(() => expect(router.state.location.pathname).toBe('/action-center'));
  });

  it('lets the same user onto /enroll when re-enrolment is forced', async () => {
    mockFetch({
      'GET /api/personal_info': json({
        data: personalInfoSample({ enrollment_status: 'finished', force_enroll: true }),
      }),
    });
    const { router } = await renderApp('/enroll/name');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrollment' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/enroll/name');
  });
});
