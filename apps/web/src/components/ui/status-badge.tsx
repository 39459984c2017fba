import type { ReactNode } from 'react';
import { Icon } from './icon';
import type { IconName } from './icon';
import './status-badge.css';

/** The status colours of tokens.css, plus neutral for states that need no attention. */
export type StatusTone = 'verified' | 'pending' | 'expired' | 'error' | 'neutral';

const ICONS: Record<StatusTone, IconName> = {
  verified: 'check',
  pending: 'circle',
  expired: 'warning',
  error: 'alert',
  neutral: 'info',
};

export interface StatusBadgeProps {
  tone: StatusTone;
  /** The status word; always shown, so colour is never the only signal (DESIGN §7). */
  children: ReactNode;
  icon?: IconName;
}

/** A status shown as icon + word on its tone's surface. */
export function StatusBadge({ tone, icon, children }: StatusBadgeProps) {
  return (
    <span className={`status-badge status-badge--${tone}`}>
      <Icon name={icon ?? ICONS[tone]} />
      <span>{children}</span>
    </span>
  );
}
