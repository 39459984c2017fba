import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import type { ModalProps } from './modal';
import { setup } from './test-support';

type Options = Partial<
  Pick<ModalProps, 'cancelOnEscape' | 'cancelOnOutsideClick' | 'showCloseButton' | 'showCancelButton'>
>;

function Harness({ onCancel = () => {}, ...options }: Options & { onCancel?: (reason: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Remove document"
        onCancel={(reason) => {
          onCancel(reason);
          setOpen(false);
        }}
        actions={<button type="button">Remove</button>}
        {...options}
      >
        <p>This cannot be undone.</p>
        <a href="#help">Help</a>
      </Modal>
    </>
  );
}

async function open(options: Parameters<typeof Harness>[0] = {}) {
  const onCancel = vi.fn();
  const view = setup(<Harness onCancel={onCancel} {...options} />);
  await view.user.click(screen.getByRole('button', { name: 'Open' }));
  return { ...view, onCancel, dialog: screen.getByRole('dialog', { name: 'Remove document' }) };
}

describe('Modal', () => {
  it('is a modal dialog named by its title, holding focus', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = await open();
    // showModal() is what makes it modal: the browser makes the page behind inert and keeps Tab inside
    // (the professional-history journey checks that in Chromium).
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(document.activeElement).toBe(dialog);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it.each([
    ['Escape', 'escape', async (user: ReturnType<typeof setup>['user']) => user.keyboard('{Escape}')],
    [
      'the X',
      'close-button',
      async (user: ReturnType<typeof setup>['user']) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'Cancel',
      'cancel-button',
      async (user: ReturnType<typeof setup>['user']) =>
        user.click(screen.getByRole('button', { name: 'Cancel' })),
    ],
    [
      'an outside click',
      'outside-click',
      async (user: ReturnType<typeof setup>['user']) =>
        // A click on the backdrop lands on the <dialog> itself, which its content otherwise fills.
        user.click(screen.getByRole('dialog')),
    ],
  ])('is cancelled by %s, and focus goes back to the opener', async (_, reason, act) => {
    const { user, onCancel } = await open();
    await act(user);
    expect(onCancel).toHaveBeenCalledWith(reason);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('does not close on a click inside the dialog', async () => {
    const { user, onCancel } = await open();
    await user.click(screen.getByText('This cannot be undone.'));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('lets each way of cancelling be turned off', async () => {
    const { user, onCancel } = await open({
      cancelOnEscape: false,
      cancelOnOutsideClick: false,
      showCloseButton: false,
      showCancelButton: false,
    });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog'));
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
