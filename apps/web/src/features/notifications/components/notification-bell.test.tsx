import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, expect, it, vi } from 'vitest';
import { AppProviders } from '#web/app/providers';
import { signedInSession } from '#web/test/auth';
import { FakeWebSocket, sampleNotification } from '#web/test/fake-web-socket';
import { json, mockFetch } from '#web/test/fetch';
import { NotificationBell } from './notification-bell';

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  mockFetch({
    'GET /api/xsrf': () => {
      document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
      return json({ data: { token: 'xsrf-1' } });
    },
    'POST /ws/initiate': () => json({ connection_key: 'k'.repeat(43) }),
  });
});

async function renderBell() {
  const router = createMemoryRouter([{ path: '*', element: <NotificationBell /> }]);
  const user = userEvent.setup();
  render(
    <AppProviders session={await signedInSession()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
  return { user, socket: FakeWebSocket.latest() };
}

it(
  'counts queued notifications on the bell, opens a panel listing them, and closes on Escape',
  { timeout: 15_000 },
  async () => {
    const { user, socket } = await renderBell();
    const state = () => screen.getByText(/^Live updates/).textContent;
    expect(state()).toBe('Live updates off. Reconnecting…');
    act(() => {
      socket.accept();
      socket.receive({ type: 'notification', notification: sampleNotification(1, 'First') });
      socket.receive({ type: 'notification', notification: sampleNotification(2, 'Second') });
    });
    expect(state()).toBe('Live updates on');
    const bell = screen.getByRole('button', { name: 'Notifications (2)' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Your notifications' })).toBeNull();

    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Your notifications' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.notification__text')?.textContent),
    ).toEqual(['Second', 'First']);
    expect(within(panel).getByRole('link', { name: 'Notification preferences' }).getAttribute('href')).toBe(
      '/notification-preferences',
    );

    act(() => socket.receive({ type: 'notification_deleted', id: 2 }));
    expect(screen.getByRole('button', { name: 'Notifications (1)' })).toBe(bell);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Your notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell);
  },
);
