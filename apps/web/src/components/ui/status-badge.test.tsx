import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('shows the word with a decorative icon, styled by its tone', () => {
    render(<StatusBadge tone="pending">To do</StatusBadge>);
    const word = screen.getByText('To do');
    const badge = word.parentElement!;
    expect(badge.className).toContain('status-badge--pending');
    expect(badge.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes another icon', () => {
    render(
      <StatusBadge tone="verified" icon="info">
        Active
      </StatusBadge>,
    );
    expect(screen.getByText('Active').parentElement?.querySelector('path')?.getAttribute('d')).toMatch(
      /^M11 7h2/,
    );
  });
});
