import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import type { DialogProps } from './dialog';

export interface ConfirmOptions extends Pick<
  DialogProps,
  'title' | 'confirmLabel' | 'cancelLabel' | 'cancelOnOutsideClick'
> {
  message?: ReactNode;
}

/**
 * `const { confirm, dialog } = useConfirm()`: render `dialog`, then `await confirm({ title })` resolves true
 * on Confirm and false on any way of cancelling. A second question while one is open cancels the first.
 */
export function useConfirm() {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setOpen(false);
  }, []);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const dialog = options && (
    <Dialog
      open={open}
      title={options.title}
      confirmLabel={options.confirmLabel}
      cancelLabel={options.cancelLabel}
      cancelOnOutsideClick={options.cancelOnOutsideClick}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    >
      {options.message}
    </Dialog>
  );

  return { confirm, dialog };
}
