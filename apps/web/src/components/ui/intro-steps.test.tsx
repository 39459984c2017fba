import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntroSteps } from './intro-steps';
import type { IntroStep } from './intro-steps';
import { setup } from './test-support';

const steps: IntroStep[] = [
  { key: 'welcome', title: 'Welcome', content: 'Your credentials in one place.' },
  { key: 'consent', title: 'Consent', content: 'Tick the box to continue.', canContinue: false },
  { key: 'ready', title: 'Ready', content: 'Let us begin.' },
];

/** A matchMedia whose answer the test can change, as a window resize would. */
function stubMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query === '(min-width: 760px)' && matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) =>
    act(() => {
      matches = next;
      for (const listener of listeners) listener();
    });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('IntroSteps', () => {
  it('walks the steps with Next and Back, focusing each new heading', async () => {
    const { user } = setup(
      <IntroSteps steps={[steps[0] as IntroStep, steps[2] as IntroStep]} onFinish={() => {}} />,
    );
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Ready' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
  });

  it('disables Next while the current step cannot continue', async () => {
    const { user, rerender } = setup(<IntroSteps steps={steps} onFinish={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    const ticked = steps.map((step) => (step.key === 'consent' ? { ...step, canContinue: true } : step));
    rerender(<IntroSteps steps={ticked} onFinish={() => {}} />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('calls the final callback when going past the last step', async () => {
    const onFinish = vi.fn();
    const { user } = setup(
      <IntroSteps steps={[steps[0] as IntroStep]} onFinish={onFinish} finishLabel="Get started" />,
    );
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(onFinish).toHaveBeenCalledOnce();
  });

  it('switches layout at the 760 px breakpoint', () => {
    const resize = stubMatchMedia(false);
    const { container } = setup(<IntroSteps steps={steps} onFinish={() => {}} />);
    const section = container.querySelector('section');
    expect(section?.classList).toContain('intro--narrow');
    resize(true);
    expect(section?.classList).toContain('intro--wide');
    resize(false);
    expect(section?.classList).toContain('intro--narrow');
  });

  it('uses the narrow, mobile-first layout without matchMedia', () => {
    const { container } = setup(<IntroSteps steps={steps} onFinish={() => {}} />);
    expect(container.querySelector('section')?.classList).toContain('intro--narrow');
  });
});
