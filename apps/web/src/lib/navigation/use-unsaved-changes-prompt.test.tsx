import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, setup } from '../../components/ui/test-support';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';

const QUESTION = 'You will lose any unsaved progress. Do you want to continue?';

function FlowPage({ startActive }: { startActive: boolean }) {
  const [active, setActive] = useState(startActive);
  const prompt = useUnsavedChangesPrompt(active);
  return (
    <>
      <h1>Work history</h1>
      <button type="button" onClick={() => setActive(!active)}>
        Toggle
      </button>
      <Link to="/credentials">Credentials</Link>
      <Link to="/professional-history?tab=2">Same page</Link>
      {prompt}
    </>
  );
}

function renderFlow(startActive = true) {
  const router = createMemoryRouter(
    [
      { path: '/professional-history', element: <FlowPage startActive={startActive} /> },
      { path: '/credentials', element: <h1>Credentials</h1> },
    ],
    { initialEntries: ['/professional-history'] },
  );
  return { router, ...setup(<RouterProvider router={router} />) };
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const beforeUnloadCancelled = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useUnsavedChangesPrompt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks before leaving for another page, and stays on Cancel', async () => {
    const { user, router } = renderFlow();
    await user.click(screen.getByRole('link', { name: 'Credentials' }));
    const dialog = screen.getByRole('dialog', { name: QUESTION });
    expect(dialog).toBeTruthy();
    expect(router.state.location.pathname).toBe('/professional-history');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await advance(150);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/professional-history');
    expect(heading()).toBe('Work history');
  });

  it('leaves on Continue', async () => {
    const { user, router } = renderFlow();
    await user.click(screen.getByRole('link', { name: 'Credentials' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/credentials');
    // The router renders the new page in a transition, which the fake clock moves on.
    await advance(150);
    expect(heading()).toBe('Credentials');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for Back and programmatic navigation too', async () => {
    const { user, router } = renderFlow();
    await act(() => router.navigate('/credentials'));
    expect(screen.getByRole('dialog', { name: QUESTION })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe('/professional-history');
  });

  it('does not ask for a change that stays on the page', async () => {
    const { user, router } = renderFlow();
    await user.click(screen.getByRole('link', { name: 'Same page' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('does not ask while inactive', async () => {
    const { user, router } = renderFlow(false);
    await user.click(screen.getByRole('link', { name: 'Credentials' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/credentials');
  });

  it('holds reload and tab close only while active', async () => {
    const { user } = renderFlow(false);
    expect(beforeUnloadCancelled()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(beforeUnloadCancelled()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(beforeUnloadCancelled()).toBe(false);
  });

  it('lets go of beforeunload when the page goes', async () => {
    const { user } = renderFlow();
    expect(beforeUnloadCancelled()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Credentials' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await advance(150);
    expect(heading()).toBe('Credentials');
    expect(beforeUnloadCancelled()).toBe(false);
  });
});
