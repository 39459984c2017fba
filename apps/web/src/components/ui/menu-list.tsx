import { MENU_MAX_ITEMS_BEFORE_SCROLL } from '@credence/shared';
import { useEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface MenuItem {
  key: string;
  text: ReactNode;
}

interface MenuListProps {
  id: string;
  labelledBy: string;
  items: readonly MenuItem[];
  /** Which item takes focus when the list opens (ArrowUp on the button opens at the last). */
  initialFocus: 'first' | 'last';
  onSelect: (key: string) => void;
  onEscape: () => void;
}

/** The open list of a menu button: arrow keys, Home and End move between items (WAI-ARIA menu pattern). */
export function MenuList({ id, labelledBy, items, initialFocus, onSelect, onEscape }: MenuListProps) {
  const list = useRef<HTMLUListElement>(null);
  const menuItems = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    const all = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    (initialFocus === 'first' ? all[0] : all.at(-1))?.focus();
  }, [initialFocus]);

  const keyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const target = {
      ArrowDown: all[(index + 1) % all.length],
      ArrowUp: all[(index - 1 + all.length) % all.length],
      Home: all[0],
      End: all.at(-1),
    }[event.key];
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
    }
  };

  // Long lists get a capped height and scroll, instead of running off a phone screen.
  const long = items.length > MENU_MAX_ITEMS_BEFORE_SCROLL;
  return (
    <ul
      ref={list}
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      className={long ? 'menu__list menu__list--max-size' : 'menu__list'}
      onKeyDown={keyDown}
    >
      {items.map((item) => (
        <li key={item.key} role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="menu__item"
            onClick={() => onSelect(item.key)}
          >
            {item.text}
          </button>
        </li>
      ))}
    </ul>
  );
}
