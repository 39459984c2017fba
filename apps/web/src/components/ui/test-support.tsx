import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
// Initialises the one i18next instance, so widgets render the catalogue's sentences as in the app.
import '../../lib/i18n';

// After every user-event call Testing Library drains pending work with setTimeout(0), advancing only a Jest
// fake clock (it looks for a global `jest`). Pointing that hook at Vitest's clock lets user-event run under
// vi.useFakeTimers() instead of hanging; with real timers Testing Library never calls it.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

/** Renders `ui` with a user-event session; with fake timers on, typing and clicking advance them too. */
export function setup(ui: ReactElement, options: Parameters<typeof userEvent.setup>[0] = {}) {
  const fake = vi.isFakeTimers();
  const user = userEvent.setup({
    ...(fake ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {}),
    ...options,
  });
  return { user, ...render(ui) };
}

/** Moves fake time on inside act(), so the state updates the timers make are applied before asserting. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
