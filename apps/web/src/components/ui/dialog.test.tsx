import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConfirm } from './use-confirm';
import { advance, setup } from './test-support';

function Harness({ onAnswer }: { onAnswer: (confirmed: boolean) => void }) {
  const { confirm, dialog } = useConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          const confirmed = await confirm({
            title: 'Leave this page?',
            message: 'You will lose any unsaved progress.',
          });
          onAnswer(confirmed);
          setAnswer(confirmed ? 'yes' : 'no');
        }}
      >
        Leave
      </button>
      <output>{answer}</output>
      {dialog}
    </>
  );
}

describe('Dialog with useConfirm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function ask() {
    const onAnswer = vi.fn();
    const view = setup(<Harness onAnswer={onAnswer} />);
    await view.user.click(screen.getByRole('button', { name: 'Leave' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave this page?' });
    expect(dialog.textContent).toContain('You will lose any unsaved progress.');
    return { ...view, onAnswer, dialog };
  }

  it('resolves true on Confirm, then closes and is removed 150 ms later', async () => {
    const { user, onAnswer, dialog } = await ask();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onAnswer).toHaveBeenCalledWith(true);
    // Closing: still in the DOM for the fade, but inert and out of the accessibility tree's way.
    expect(dialog.isConnected).toBe(true);
    expect(dialog.closest('[inert]')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Leave' }));
    await advance(149);
    expect(dialog.isConnected).toBe(true);
    await advance(1);
    expect(dialog.isConnected).toBe(false);
  });

  it.each([
    [
      'Cancel',
      (user: ReturnType<typeof setup>['user']) => user.click(screen.getByRole('button', { name: 'Cancel' })),
    ],
    ['Escape', (user: ReturnType<typeof setup>['user']) => user.keyboard('{Escape}')],
    [
      'the X',
      (user: ReturnType<typeof setup>['user']) => user.click(screen.getByRole('button', { name: 'Close' })),
    ],
  ])('resolves false on %s', async (_, cancel) => {
    const { user, onAnswer } = await ask();
    await cancel(user);
    expect(onAnswer).toHaveBeenCalledWith(false);
    await advance(150);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('no')).toBeTruthy();
  });
});
