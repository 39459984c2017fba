import { defaultNotificationPreferences } from '@credence/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, sampleNotification } from '#web/test/fake-web-socket';
import { callsTo, json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';

function serve(overrides: Record<string, () => Response> = {}) {
  let saved = defaultNotificationPreferences();
  return mockFetch({
    'GET /api/xsrf': () => {
      document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
      return json({ data: { token: 'xsrf-1' } });
    },
    'POST /ws/initiate': () => json({ connection_key: 'k'.repeat(43) }),
    'GET /api/notification_preference': () => json({ data: saved }),
    'PUT /api/notification_preference': ({ init }) => {
      saved = JSON.parse(String(init.body));
      return json({ data: saved });
    },
    'DELETE /api/notifications/7': () => json({ data: { ok: true } }),
    ...overrides,
  });
}

describe('/notification-preferences', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });

  it(
    'shows every kind of notice with its three methods as saved, and saves a change',
    { timeout: 15_000 },
    async () => {
      const fetch = serve();
      const { user } = await renderApp('/notification-preferences');
      expect(await screen.findByRole('heading', { level: 1, name: 'Notification preferences' })).toBeTruthy();
      const tasks = await screen.findByRole('group', { name: 'New tasks' });
      expect(within(tasks).getByRole('checkbox', { name: 'In the app' })).toHaveProperty('checked', true);
      expect(within(tasks).getByRole('checkbox', { name: 'Text message' })).toHaveProperty('checked', true);
      const views = screen.getByRole('group', { name: 'Views of the profile you shared' });
      const viewsBySms = within(views).getByRole('checkbox', { name: 'Text message' });
      expect(viewsBySms).toHaveProperty('checked', false);
      expect(screen.getAllByRole('checkbox')).toHaveLength(21);

      await user.click(viewsBySms);
      await user.click(within(tasks).getByRole('checkbox', { name: 'Email' }));
      await user.click(screen.getByRole('button', { name: 'Save preferences' }));
      expect(await screen.findByText('Your notification preferences are saved.')).toBeTruthy();
      const [put] = callsTo(fetch, 'PUT /api/notification_preference');
      const body = JSON.parse(String(put!.body));
      expect(body.share_viewed).toEqual({ in_app: true, email: true, sms: true });
      expect(body.task_assigned).toEqual({ in_app: true, email: false, sms: true });
      expect(put!.headers['x-xsrf-token']).toBe('xsrf-1');
    },
  );

  it('connects live, says so, lists what arrives without a reload, and deletes one', async () => {
    const fetch = serve();
    const { user } = await renderApp('/notification-preferences');
    const list = await screen.findByRole('region', { name: 'Your notifications' });
    expect(within(list).getByRole('status').textContent).toBe('Live updates off. Reconnecting…');
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe(`ws://localhost:3000/ws?key=${'k'.repeat(43)}`);
    act(() => socket.accept());
    expect(within(list).getByRole('status').textContent).toBe('Live updates on');
    expect(within(list).getByText('You have no notifications.')).toBeTruthy();

    act(() =>
      socket.receive({ type: 'notification', notification: sampleNotification(7, 'Please sign the bylaws') }),
    );
    expect(within(list).getByText('Message from Riverside Health')).toBeTruthy();
    expect(within(list).getByText('Please sign the bylaws')).toBeTruthy();

    const remove = within(list).getByRole('button', { name: 'Delete notification' });
    expect(remove.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(remove);
    await waitFor(() => expect(within(list).queryByText('Please sign the bylaws')).toBeNull());
    expect(callsTo(fetch, 'DELETE /api/notifications/7')).toHaveLength(1);
    expect(within(list).getByText('You have no notifications.')).toBeTruthy();
  });
});
