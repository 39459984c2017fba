import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flowSteps as steps } from './step-flow-fixtures';
import { useStepFlow } from './use-step-flow';
import type { UseStepFlowOptions } from './use-step-flow';

const scrollTo = vi.fn();
beforeEach(() => {
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  vi.unstubAllGlobals();
  scrollTo.mockReset();
});

const renderFlow = (options: Partial<UseStepFlowOptions> = {}) => {
  const onSlugChange = vi.fn();
  const onFinish = vi.fn();
  const hook = renderHook(() => useStepFlow({ steps, onSlugChange, onFinish, ...options }));
  return { ...hook, onSlugChange, onFinish };
};

describe('useStepFlow', () => {
  it('starts at the first step, or at the step the initial slug names', () => {
    expect(renderFlow().result.current.slug).toBe('name');
    const { result } = renderFlow({ initialSlug: 'training-dates' });
    expect(result.current.position).toEqual({ step: 1, substep: 1 });
    expect(result.current.step?.name).toBe('training');
    expect(result.current.current?.name).toBe('dates');
    expect(renderFlow({ initialSlug: 'gone' }).result.current.slug).toBe('name');
  });

  it('scrolls to the top and emits the slug on every move', () => {
    const { result, onSlugChange } = renderFlow();
    act(() => result.current.next());
    expect(result.current.slug).toBe('training-position');
    expect(onSlugChange).toHaveBeenLastCalledWith('training-position');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    act(() => result.current.goTo('review'));
    act(() => result.current.previous());
    expect(onSlugChange.mock.calls.map(([slug]) => slug)).toEqual([
      'training-position',
      'review',
      'training-dates',
    ]);
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(result.current.moves).toBe(3);
  });

  it('neither scrolls nor emits when a move goes nowhere', () => {
    const { result, onSlugChange } = renderFlow();
    act(() => result.current.previous());
    act(() => result.current.goTo('unknown'));
    expect(onSlugChange).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(result.current.isFirst).toBe(true);
  });

  it('calls onFinish for Next on the last screen', () => {
    const { result, onFinish, onSlugChange } = renderFlow({ initialSlug: 'review' });
    expect(result.current.isLast).toBe(true);
    act(() => result.current.next());
    expect(onFinish).toHaveBeenCalledOnce();
    expect(onSlugChange).not.toHaveBeenCalled();
  });

  it('reports progress, 100% once source review is completed', () => {
    expect(renderFlow({ initialSlug: 'review' }).result.current.progress).toBe(80);
    expect(renderFlow({ sourceReviewCompleted: true }).result.current.progress).toBe(100);
  });
});
