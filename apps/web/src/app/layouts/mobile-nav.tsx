import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * The navbar's links behind a menu button on narrow screens. It closes on Escape (focus goes back to the
 * button) and on every route change (001 §4), whether the change came from one of its links, Back or a
 * redirect.
 */
export function MobileNav({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // Open for one location only: a navigation gives a new key, so the menu closes without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  useEffect(() => {
    if (!open) return;
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      button.current?.focus();
    };
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [open]);

  return (
    <div className="mobile-nav">
      <button
        ref={button}
        type="button"
        className="button mobile-nav__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        <span className="mobile-nav__bars" aria-hidden="true" />
        <span className="mobile-nav__word">{t('navbar.menu')}</span>
      </button>
      {/* Kept in the page while closed, so aria-controls always names an element that exists. */}
      <ul id={listId} className="mobile-nav__list" hidden={!open}>
        {children}
      </ul>
    </div>
  );
}
