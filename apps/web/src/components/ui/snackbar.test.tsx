import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from './snackbar-provider';
import type { SnackbarOptions } from './snackbar-queue';
import { useSnackbar } from './use-snackbar';
import { advance, setup } from './test-support';

function Trigger({ label, options }: { label: string; options: SnackbarOptions }) {
  const snackbar = useSnackbar();
  return (
    <button type="button" onClick={() => snackbar.show(options)}>
      {label}
    </button>
  );
}

function renderWith(...triggers: [string, SnackbarOptions][]) {
  return setup(
    <SnackbarProvider>
      {triggers.map(([label, options]) => (
        <Trigger key={label} label={label} options={options} />
      ))}
    </SnackbarProvider>,
  );
}

const status = () => screen.getByRole('status');
const alert = () => screen.getByRole('alert');

describe('Snackbar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a success status by default, with an icon and the word, closing itself after 7000 ms', async () => {
    const { user } = renderWith(['Save', { message: 'Your changes were saved.' }]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(status().textContent).toBe('Success Your changes were saved.Close');
    expect(status().querySelector('svg')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications' }).contains(status())).toBe(true);
    await advance(6999);
    expect(status().textContent).toContain('Your changes were saved.');
    await advance(1);
    // Closed: fading out for 150 ms, then removed.
    expect(status().querySelector('.snackbar--leaving')).toBeTruthy();
    await advance(150);
    expect(status().textContent).toBe('');
  });

  it('takes another duration and closes on demand', async () => {
    const { user } = renderWith(['Go', { message: 'Hello', durationMs: 1000 }]);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await user.click(within(status()).getByRole('button', { name: 'Close' }));
    await advance(150);
    expect(status().textContent).toBe('');
  });

  it.each([
    ['error', 'Error', alert],
    ['info', 'Information', status],
    ['warning', 'Warning', status],
  ] as const)('shows a %s as the word %s in the right live region', async (type, word, region) => {
    const { user } = renderWith(['Go', { message: 'Something happened', type }]);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(region().textContent).toContain(`${word} Something happened`);
  });

  it('shows one at a time; the next retries every 250 ms until the slot is free', async () => {
    const { user } = renderWith(
      ['First', { message: 'One', persistent: true }],
      ['Second', { message: 'Two' }],
    );
    await user.click(screen.getByRole('button', { name: 'First' }));
    await user.click(screen.getByRole('button', { name: 'Second' }));
    await advance(10_000);
    expect(status().textContent).toContain('One');
    expect(status().textContent).not.toContain('Two');

    await user.click(within(status()).getByRole('button', { name: 'Close' }));
    await advance(150);
    expect(status().textContent).not.toContain('One');
    await advance(250);
    expect(status().textContent).toContain('Two');
  });

  it('has a persistent variant with an action that runs and closes it', async () => {
    const logOut = vi.fn();
    const { user } = renderWith([
      'Fail',
      {
        message: 'Session expired',
        type: 'error',
        persistent: true,
        action: { label: 'Log in again', onClick: logOut },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await advance(60_000);
    await user.click(within(alert()).getByRole('button', { name: 'Log in again' }));
    expect(logOut).toHaveBeenCalledOnce();
    await advance(150);
    expect(alert().textContent).toBe('');
  });

  it('waits while the pointer is on it', async () => {
    const { user } = renderWith(['Go', { message: 'Read me' }]);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await user.hover(screen.getByText('Read me'));
    await advance(20_000);
    expect(status().textContent).toContain('Read me');
    await user.unhover(screen.getByText('Read me'));
    await advance(7150);
    expect(status().textContent).toBe('');
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => setup(<Trigger label="x" options={{ message: 'x' }} />)).toThrow(/SnackbarProvider/);
  });
});
