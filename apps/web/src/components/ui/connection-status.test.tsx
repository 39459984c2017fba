import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ConnectionStatus } from './connection-status';
import { setup } from './test-support';

it('tells the live connection by word and icon in a polite live region that stays in place', () => {
  const { rerender } = setup(<ConnectionStatus connected />);
  const status = screen.getByRole('status');
  expect(status.getAttribute('aria-live')).toBe('polite');
  expect(status.textContent).toBe('Live updates on');
  expect(status.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  const iconWhenOn = status.querySelector('path')?.getAttribute('d');

  rerender(<ConnectionStatus connected={false} />);
  // The same region changes its text, which is what makes a screen reader announce it.
  expect(screen.getByRole('status')).toBe(status);
  expect(status.textContent).toBe('Live updates off. Reconnecting…');
  expect(status.querySelector('path')?.getAttribute('d')).not.toBe(iconWhenOn);
});
