import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip';
import type { TooltipPlacement } from './tooltip';
import { setup } from './test-support';

const renderTip = (placement?: TooltipPlacement) =>
  setup(
    <>
      <Tooltip content="Shown to subscribers you permit" placement={placement}>
        <button type="button" aria-describedby="own-hint">
          Share
        </button>
      </Tooltip>
      <p id="own-hint">Own hint</p>
      <button type="button">Elsewhere</button>
    </>,
  );

describe('Tooltip', () => {
  it('describes its trigger, keeping the trigger’s own description', () => {
    renderTip();
    const trigger = screen.getByRole('button', { name: 'Share' });
    const tip = screen.getByText('Shown to subscribers you permit');
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(trigger.getAttribute('aria-describedby')).toBe(`own-hint ${tip.id}`);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    const { user } = renderTip();
    await user.hover(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.unhover(screen.getByRole('button', { name: 'Share' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on keyboard focus and hides on blur', async () => {
    const { user } = renderTip();
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('is dismissed by Escape, even while hovered', async () => {
    const { user } = renderTip();
    await user.hover(screen.getByRole('button', { name: 'Share' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it.each(['top', 'bottom-start', 'left-end', 'right'] as const)(
    'places itself with a class for %s',
    (placement) => {
      renderTip(placement);
      expect(screen.getByText('Shown to subscribers you permit').classList).toContain(
        `tooltip--${placement}`,
      );
    },
  );

  it('sits on top by default', () => {
    renderTip();
    expect(screen.getByText('Shown to subscribers you permit').classList).toContain('tooltip--top');
  });
});
