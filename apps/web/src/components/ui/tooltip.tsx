import { cloneElement, useEffect, useId, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { describedBy } from './field-ids';
import './tooltip.css';

type Side = 'top' | 'right' | 'bottom' | 'left';
export type TooltipPlacement = Side | `${Side}-start` | `${Side}-end`;

export interface TooltipProps {
  content: ReactNode;
  placement?: TooltipPlacement;
  /** The one focusable element the tooltip describes; it gets aria-describedby added to its own. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

/**
 * Shown on hover and on keyboard focus, dismissed by Escape (WCAG 1.4.13). The text stays in the DOM while
 * hidden, so the description is read out with the control even before the tooltip has been seen.
 */
export function Tooltip({ content, placement = 'top', children }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;

  // Listened on the document: a hovered trigger has no focus, yet Escape must still hide the tooltip.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const show = (set: (value: boolean) => void) => () => {
    set(true);
    setDismissed(false);
  };

  return (
    <span
      className="tooltip"
      onMouseEnter={show(setHovered)}
      onMouseLeave={() => setHovered(false)}
      onFocus={show(setFocused)}
      onBlur={() => setFocused(false)}
    >
      {cloneElement(children, { 'aria-describedby': describedBy(children.props['aria-describedby'], id) })}
      <span role="tooltip" id={id} className={`tooltip__bubble tooltip--${placement}`} hidden={!open}>
        {content}
      </span>
    </span>
  );
}
