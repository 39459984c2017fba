import { useEffect } from 'react';
import type { KeyboardEvent, RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

export const focusableIn = (container: HTMLElement): HTMLElement[] =>
  [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert]'),
  );

/**
 * While `active`, focus starts on `container` and comes back to whatever had it before (the opener) when
 * `active` ends or the component unmounts. Pair with `trapTab` on the container's keydown so Tab cycles
 * inside it.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    container.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [container, active]);
}

/** Keeps Tab and Shift+Tab inside `container`, wrapping from the last control to the first and back. */
export function trapTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement) {
  if (event.key !== 'Tab') return;
  const items = focusableIn(container);
  const first = items[0];
  const last = items.at(-1);
  const current = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (current === first || current === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && current === last) {
    event.preventDefault();
    first.focus();
  }
}
