import { DIALOG_REMOVAL_DELAY_MS } from '@credence/shared';
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { trapTab, useFocusTrap } from './use-focus-trap';
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
  /** Plays the exit transition: still shown, but inert and no longer holding focus. */
  closing?: boolean;
}

/**
 * A modal dialog in a portal on <body>. jsdom has no HTMLDialogElement.showModal, so this is a div with the
 * dialog role, aria-modal, a focus trap and focus returned to the opener, which a real <dialog> gives free.
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
  const dialog = useRef<HTMLDivElement>(null);
  const pressStartedOutside = useRef(false);
  const active = open && !closing;
  useFocusTrap(dialog, active);

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
    <div
      className={closing ? 'modal modal--closing' : 'modal'}
      ref={(element) => element?.style.setProperty('--modal-exit', `${DIALOG_REMOVAL_DELAY_MS}ms`)}
      inert={closing}
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
      <div
        ref={dialog}
        className="modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && cancelOnEscape) {
            event.stopPropagation();
            onCancel('escape');
          }
          if (dialog.current) trapTab(event, dialog.current);
        }}
      >
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
    </div>,
    document.body,
  );
}
