import { describe, expect, it } from 'vitest';
import { flowSteps as steps } from './step-flow-fixtures';
import { findSlug, headingAt, progressPercent, reduceStepFlow, slugAt } from './step-flow-model';
import type { StepPosition } from './step-flow-model';
import { trackerItems } from './step-tracker-model';

const at = (step: number, substep = 0): StepPosition => ({ step, substep });

describe('reduceStepFlow', () => {
  it('walks forward through steps and substeps in order', () => {
    const walk = [at(0)];
    for (let i = 0; i < 4; i += 1)
      walk.push(reduceStepFlow(steps, walk.at(-1) as StepPosition, { type: 'next' }));
    expect(walk.map((position) => slugAt(steps, position))).toEqual([
      'name',
      'training-position',
      'training-dates',
      'review',
      'review',
    ]);
  });

  it('moving back into a step with substeps lands on its last substep', () => {
    expect(reduceStepFlow(steps, at(2), { type: 'previous' })).toEqual(at(1, 1));
    expect(reduceStepFlow(steps, at(1, 1), { type: 'previous' })).toEqual(at(1, 0));
    expect(reduceStepFlow(steps, at(1, 0), { type: 'previous' })).toEqual(at(0));
  });

  it('stays put (same object) at either end and for an unknown slug', () => {
    const first = at(0);
    const last = at(2);
    expect(reduceStepFlow(steps, first, { type: 'previous' })).toBe(first);
    expect(reduceStepFlow(steps, last, { type: 'next' })).toBe(last);
    expect(reduceStepFlow(steps, first, { type: 'goTo', slug: 'nowhere' })).toBe(first);
  });

  it('jumps to a slug, searching inside steps', () => {
    expect(findSlug(steps, 'review')).toEqual(at(2));
    expect(findSlug(steps, 'training-dates')).toEqual(at(1, 1));
    expect(reduceStepFlow(steps, at(0), { type: 'goTo', slug: 'training-dates' })).toEqual(at(1, 1));
  });

  it('keeps a position inside a list that shrank', () => {
    expect(reduceStepFlow(steps.slice(0, 1), at(2), { type: 'goToPosition', position: at(5, 3) })).toEqual(
      at(0),
    );
  });
});

describe('progressPercent', () => {
  // 3 steps + 2 substeps = 5 units.
  it.each([
    [at(0), 0],
    [at(1, 0), 40],
    [at(1, 1), 60],
    [at(2), 80],
  ])('counts steps plus substeps before %j: %i%%', (position, percent) => {
    expect(progressPercent(steps, position)).toBe(percent);
  });

  it('is 100% once source review is completed', () => {
    expect(progressPercent(steps, at(0), true)).toBe(100);
  });
});

describe('headingAt', () => {
  it('heads a substep with its step, or with its own name when the step asks', () => {
    expect(headingAt(steps, at(1, 0))).toEqual({ title: 'Training', caption: 'Training' });
    const named = steps.map((step) => (step.substeps ? { ...step, useSubStepName: true } : step));
    expect(headingAt(named, at(1, 1))).toEqual({ title: 'Training dates', caption: 'Training' });
    expect(headingAt(steps, at(0))).toEqual({ title: 'Name', caption: undefined });
  });
});

describe('trackerItems', () => {
  it('shows earlier steps and substeps as complete in a fixed-order flow; substeps are not clickable', () => {
    const items = trackerItems(steps, at(1, 1), false);
    expect(items.map((item) => [item.slug, item.current, item.complete])).toEqual([
      ['name', false, true],
      ['training', true, false],
      ['review', false, false],
    ]);
    expect(items[1]?.substeps.map((sub) => [sub.current, sub.complete, sub.clickable])).toEqual([
      [false, true, false],
      [true, false, false],
    ]);
  });

  it('in skippable mode makes substeps clickable and marks complete from isComplete', () => {
    const items = trackerItems(steps, at(2), true);
    expect(items.map((item) => item.complete)).toEqual([false, false, false]);
    expect(items[1]?.substeps.map((sub) => [sub.complete, sub.clickable])).toEqual([
      [false, true],
      [true, true],
    ]);
  });
});
