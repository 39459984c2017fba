import { defaultNotificationPreferences } from '@credence/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '#web/test/fake-web-socket';
import { json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';

function serve(put: () => Response) {
  return mockFetch({
    'GET /api/xsrf': () => {
      document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
      return json({ data: { token: 'xsrf-1' } });
    },
    'POST /ws/initiate': () => json({ connection_key: 'k'.repeat(43) }),
    'GET /api/notification_preference': () => json({ data: defaultNotificationPreferences() }),
    'PUT /api/notification_preference': put,
  });
}

describe('the preferences form (one form engine)', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });

  it('a server 400 with details lands on the box it names, in the summary and beside it', async () => {
    serve(() =>
      json(
        {
          error: {
            code: 'request.invalid',
            message: 'Invalid request',
            details: [{ path: 'share_viewed.sms', message: 'validation.required' }],
          },
        },
        400,
      ),
    );
    const { user } = await renderApp('/notification-preferences');
    const views = await screen.findByRole('group', { name: 'Views of the profile you shared' });
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'This Field is Required' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const box = within(views).getByRole('checkbox', { name: /Text message/ });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'This Field is Required',
    );
    expect(screen.queryByText('Your notification preferences are saved.')).toBeNull();
  });

  it('a failed save without details says so and keeps the choices', async () => {
    serve(() => json({ error: { code: 'internal-error', message: 'boom' } }, 500));
    const { user } = await renderApp('/notification-preferences');
    const views = await screen.findByRole('group', { name: 'Views of the profile you shared' });
    const sms = within(views).getByRole('checkbox', { name: 'Text message' });
    await user.click(sms);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('We could not save your changes. Please try again.')).toBeTruthy();
    expect(sms).toHaveProperty('checked', true);
  });
});
