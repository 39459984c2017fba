import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { MenuList } from './menu-list';
import type { MenuItem } from './menu-list';
import './menu.css';

export interface MenuProps {
  /** The button's text. */
  label: ReactNode;
  items: readonly MenuItem[];
  onSelect: (key: string) => void;
  /** Also close on a click or focus outside, and on Escape wherever focus is (what makes a Dropdown). */
  dismissible?: boolean;
  className?: string;
}

/**
 * A menu button: the button opens and closes the list; choosing an item or Escape in the list closes it and
 * puts focus back on the button.
 */
export function Menu({ label, items, onSelect, dismissible = false, className }: MenuProps) {
  const buttonId = useId();
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [openAt, setOpenAt] = useState<'first' | 'last' | null>(null);
  const open = openAt !== null;

  const close = (refocus: boolean) => {
    setOpenAt(null);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open || !dismissible) return;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = root.current?.contains(document.activeElement);
      setOpenAt(null);
      if (hadFocus) button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open, dismissible]);

  const buttonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  return (
    <div ref={root} className={['menu', className].filter(Boolean).join(' ')}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="button menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpenAt(open ? null : 'first')}
        onKeyDown={buttonKeyDown}
      >
        {label}
        <span className="menu__chevron" aria-hidden="true" />
      </button>
      {openAt && (
        <MenuList
          id={listId}
          labelledBy={buttonId}
          items={items}
          initialFocus={openAt}
          onEscape={() => close(true)}
          onSelect={(key) => {
            close(true);
            onSelect(key);
          }}
        />
      )}
    </div>
  );
}
