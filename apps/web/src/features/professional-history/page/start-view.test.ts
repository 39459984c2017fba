import type { ProgressStepsData } from '@credence/shared';
import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isSameFlowPage, shownStepOf, startView, urlOf } from './start-view';

const progress = (
  resume: boolean,
  history: boolean,
  affiliations = false,
  references = false,
  verifications = false,
): ProgressStepsData => ({
  steps: [
    { step: 'resume', complete: resume },
    { step: 'history', complete: history },
    { step: 'affiliations', complete: affiliations },
    { step: 'references', complete: references },
    { step: 'verifications', complete: verifications },
  ],
});
const at = (pathname: string) => ({ pathname, search: '', hash: '', state: null, key: 'k' }) as Location;
const ID = 'a3c5e7f9-1b2d-4f6a-8c0e-2d4f6a8c0e1b';

describe('where the flow opens', () => {
  it('is the step the URL names', () => {
    expect(startView('resume', progress(true, true))).toBe('resume');
    expect(startView('history', progress(false, false))).toBe('history');
    expect(startView('affiliations', progress(false, false))).toBe('affiliations');
    expect(startView('references', progress(false, false))).toBe('references');
    expect(startView('verifications', progress(false, false))).toBe('verifications');
    expect(shownStepOf('verifications')).toBe('verifications');
    expect(shownStepOf('nope')).toBeNull();
  });

  it('is otherwise the first unfinished step, or the completion screen when none is left', () => {
    expect(startView(undefined, progress(false, true))).toBe('resume');
    expect(startView(undefined, progress(true, false))).toBe('history');
    expect(startView(undefined, progress(true, true))).toBe('affiliations');
    expect(startView(undefined, progress(true, true, true))).toBe('references');
    expect(startView(undefined, progress(true, true, true, true))).toBe('verifications');
    expect(startView(undefined, progress(true, true, true, true, true))).toBe('done');
  });

  it('puts the step in the URL, and the completion screen on the bare page', () => {
    expect(urlOf(ID, 'history')).toBe(`/professional-history/${ID}/history`);
    expect(urlOf(ID, 'done')).toBe(`/professional-history/${ID}`);
  });
});

describe('isSameFlowPage', () => {
  it('keeps the flow’s own steps on one page, and anything else leaves it', () => {
    expect(
      isSameFlowPage(at(`/professional-history/${ID}/resume`), at(`/professional-history/${ID}/history`)),
    ).toBe(true);
    expect(isSameFlowPage(at(`/professional-history/${ID}`), at(`/professional-history/${ID}/history`))).toBe(
      true,
    );
    expect(isSameFlowPage(at(`/professional-history/${ID}/history`), at('/v3/dashboard'))).toBe(false);
    expect(
      isSameFlowPage(at(`/professional-history/${ID}/history`), at('/professional-history/other/history')),
    ).toBe(false);
  });
});
