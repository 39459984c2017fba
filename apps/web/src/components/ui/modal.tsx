import { DIALOG_REMOVAL_DELAY_MS } from '@credence/shared';
import { useEffect, useId, useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { VisuallyHidden } from './visually-hidden';
import './modal.css';

export type ModalCancelReason = 'escape' | 'close-button' | 'outside-click' | 'cancel-button';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Called with how the clinician cancelled; the owner then sets `open` to false. */
  onCancel: (reason: ModalCancelReason) => void;
  /** Further buttons (e.g. Confirm), placed after the Cancel button. */
  actions?: ReactNode;
  /** The four ways to cancel; each is on unless turned off. */
  cancelOnEscape?: boolean;
  cancelOnOutsideClick?: boolean;
  showCloseButton?: boolean;
  showCancelButton?: boolean;
  cancelLabel?: ReactNode;
  /** Plays the exit transition: no longer modal (focus is back on the opener), still shown and inert. */
  closing?: boolean;
}

/**
 * A modal dialog: a native <dialog> opened with showModal(), so the browser makes the page behind inert,
 * keeps Tab inside and turns Escape into a `cancel` event. Focus starts on the dialog (its title is read)
 * and goes back to the opener when it closes. Its ::backdrop is the overlay: a click there lands on the
 * <dialog> itself, whose content fills it.
 */
export function Modal({
  open,
  title,
  children,
  onCancel,
  actions,
  cancelOnEscape = true,
  cancelOnOutsideClick = true,
  showCloseButton = true,
  showCancelButton = true,
  cancelLabel,
  closing = false,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const pressStartedOutside = useRef(false);
  const active = open && !closing;

  // A passive effect: React puts focus back where it was after a commit, which would undo a layout effect's.
  useEffect(() => {
    const element = dialog.current;
    if (!active || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    element.focus();
    return () => {
      element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [active]);

  // The page behind must not scroll under the overlay; restored when the modal goes.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      tabIndex={-1}
      inert={closing}
      style={{ '--modal-exit': `${DIALOG_REMOVAL_DELAY_MS}ms` } as CSSProperties}
      onCancel={(event) => {
        // The owner decides whether the dialog closes.
        event.preventDefault();
        if (cancelOnEscape) onCancel('escape');
      }}
      onClose={(event) => {
        // A browser closes a dialog whose Escape was refused twice running; it stays open until the owner says.
        if (active && !event.currentTarget.open) event.currentTarget.showModal();
      }}
      // Only a press that starts and ends on the backdrop counts: a text selection dragged out of the
      // dialog must not close it.
      onMouseDown={(event) => {
        pressStartedOutside.current = event.target === event.currentTarget;
        if (pressStartedOutside.current && !cancelOnOutsideClick) event.preventDefault();
      }}
      onClick={(event) => {
        if (cancelOnOutsideClick && pressStartedOutside.current && event.target === event.currentTarget) {
          onCancel('outside-click');
        }
      }}
    >
      <div className="modal__content">
        <div className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          {showCloseButton && (
            <button type="button" className="modal__close" onClick={() => onCancel('close-button')}>
              <Icon name="close" />
              <VisuallyHidden>{t('action.close')}</VisuallyHidden>
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
        {(showCancelButton || actions) && (
          <div className="modal__actions">
            {showCancelButton && (
              <button type="button" className="button" onClick={() => onCancel('cancel-button')}>
                {cancelLabel ?? t('action.cancel')}
              </button>
            )}
            {actions}
          </div>
        )}
      </div>
    </dialog>,
    document.body,
  );
}
