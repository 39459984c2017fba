import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StepFlow } from './step-flow';
import { flowSteps } from './step-flow-fixtures';
import { defineStep } from './step-flow-model';
import type { StepComponentProps } from './step-flow-model';
import { advance, setup } from './test-support';

function NameStep({ greeting, next }: { greeting: string } & StepComponentProps) {
  return (
    <>
      <p>{greeting}</p>
      <button type="button" onClick={next}>
        Save and continue
      </button>
    </>
  );
}

const steps = [
  defineStep({
    name: 'name',
    title: 'Name',
    slug: 'name',
    component: NameStep,
    stepProps: { greeting: 'Hello' },
  }),
  ...flowSteps.slice(1),
];

const tracker = () => screen.getByRole('navigation', { name: 'Steps' });
const currentInTracker = () => tracker().querySelector('[aria-current="step"]');

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StepFlow', () => {
  it('renders the current step’s component with its stepProps and the flow’s moves', async () => {
    const onSlugChange = vi.fn();
    const { user } = setup(<StepFlow steps={steps} onSlugChange={onSlugChange} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Name' })).toBeTruthy();
    expect(screen.getByText('Hello')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(onSlugChange).toHaveBeenCalledWith('training-position');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('marks the current screen in a navigation landmark with aria-current="step"', async () => {
    const { user } = setup(<StepFlow steps={steps} />);
    expect(currentInTracker()?.textContent).toBe('Name');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentInTracker()?.textContent).toBe('Training position');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Training' }));
    expect(screen.getByText('Training', { selector: 'p' })).toBeTruthy(); // parentTitle caption
  });

  it('shows progress as a labelled progress bar, 100% when source review is completed', async () => {
    const { user, rerender } = setup(<StepFlow steps={steps} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const bar = screen.getByRole('progressbar', { name: '40% complete' }) as HTMLProgressElement;
    expect(bar.value).toBe(40);
    expect(bar.max).toBe(100);
    rerender(<StepFlow steps={steps} sourceReviewCompleted />);
    expect((screen.getByRole('progressbar', { name: '100% complete' }) as HTMLProgressElement).value).toBe(
      100,
    );
  });

  it('goes back with Back, landing on the last substep of the step before', async () => {
    const { user } = setup(<StepFlow steps={steps} initialSlug="review" />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentInTracker()?.textContent).toBe('Training dates');
  });

  it('calls onFinish for Next on the last screen', async () => {
    const onFinish = vi.fn();
    const { user } = setup(<StepFlow steps={steps} initialSlug="review" onFinish={onFinish} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onFinish).toHaveBeenCalledOnce();
  });

  it('shows success on earlier steps in a fixed-order flow, whose substeps cannot be chosen', () => {
    setup(<StepFlow steps={steps} initialSlug="review" />);
    const nav = tracker();
    const complete = [...nav.querySelectorAll('[aria-current], .step-tracker__label')]
      .map((label) => label.textContent)
      .filter((text) => text?.endsWith('(Complete)'));
    expect(complete).toEqual([
      'Name (Complete)',
      'Training (Complete)',
      'Training position (Complete)',
      'Training dates (Complete)',
    ]);
    expect(nav.querySelectorAll('.step-tracker__mark')).toHaveLength(4);
    expect(currentInTracker()?.textContent).toBe('Review');
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
  });

  it('in skippable mode lets substeps be chosen and marks the complete ones', async () => {
    const onSlugChange = vi.fn();
    const { user } = setup(<StepFlow steps={steps} skippable onSlugChange={onSlugChange} />);
    const nav = tracker();
    const dates = within(nav).getByRole('button', { name: 'Training dates (Complete)' });
    expect(within(nav).getByRole('button', { name: 'Training position' })).toBeTruthy();
    await user.click(dates);
    expect(onSlugChange).toHaveBeenCalledWith('training-dates');
    expect(dates.getAttribute('aria-current')).toBe('step');
  });

  describe('highlight', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('highlights the current step in the tracker 300 ms after each move', async () => {
      const { user } = setup(<StepFlow steps={steps} />);
      const highlighted = () =>
        tracker().querySelector('.step-tracker__item--highlighted > span')?.textContent;
      await advance(300);
      expect(highlighted()).toBe('Name');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(highlighted()).toBeUndefined();
      await advance(299);
      expect(highlighted()).toBeUndefined();
      await advance(1);
      expect(highlighted()).toBe('Training');
    });
  });
});
