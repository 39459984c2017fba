import { DIALOG_REMOVAL_DELAY_MS } from '@credence/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';
import type { ModalProps } from './modal';
import { usePresence } from './use-presence';

export interface DialogProps extends Pick<
  ModalProps,
  'cancelOnEscape' | 'cancelOnOutsideClick' | 'showCloseButton'
> {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  onConfirm: () => void;
  /** Every way out that is not Confirm: Cancel, Escape, the X or a click outside. */
  onCancel: () => void;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
}

/** A confirm-or-cancel question. After `open` turns false it fades and is removed 150 ms later. */
export function Dialog({
  open,
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  ...dismiss
}: DialogProps) {
  const { t } = useTranslation();
  const { present, leaving } = usePresence(open, DIALOG_REMOVAL_DELAY_MS);
  return (
    <Modal
      {...dismiss}
      open={present}
      closing={leaving}
      title={title}
      onCancel={onCancel}
      cancelLabel={cancelLabel}
      actions={
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {confirmLabel ?? t('action.confirm')}
        </button>
      }
    >
      {children}
    </Modal>
  );
}
