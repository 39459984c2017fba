import { isProfessionalHistoryStep, paths } from '@credence/shared';
import type { ProgressStepsData } from '@credence/shared';
import type { Location } from 'react-router';

/** The steps of the flow (decisions 019, 020, 021, 039). */
export const SHOWN_STEPS = ['resume', 'history', 'affiliations', 'references', 'verifications'] as const;
export type ShownStep = (typeof SHOWN_STEPS)[number];
/** A step of the flow, or the completion screen after it. */
export type FlowView = ShownStep | 'done';

/** The shown step a URL's step names; null for a name that is not a step. */
export function shownStepOf(step: string): ShownStep | null {
  if (!isProfessionalHistoryStep(step)) return null;
  return (SHOWN_STEPS as readonly string[]).includes(step) ? (step as ShownStep) : null;
}

export const isStepComplete = (progress: ProgressStepsData, step: ShownStep): boolean =>
  progress.steps.some((entry) => entry.step === step && entry.complete);

/**
 * Where the page opens: the step the URL names, else the first unfinished one, else (all done) the
 * completion screen.
 */
export function startView(urlStep: string | undefined, progress: ProgressStepsData): FlowView {
  const named = urlStep === undefined ? null : shownStepOf(urlStep);
  if (named) return named;
  return SHOWN_STEPS.find((step) => !isStepComplete(progress, step)) ?? 'done';
}

/** The URL of a view: /professional-history/{id}/{step}, and the bare page for the completion screen. */
export const urlOf = (appReqId: string, view: FlowView): string =>
  view === 'done' ? paths.professionalHistory(appReqId) : paths.professionalHistory(appReqId, view);

/** '/professional-history/{id}' of a path inside the flow, '' elsewhere. */
const flowPrefix = (pathname: string): string => {
  const [, page, id] = pathname.split('/');
  return page === 'professional-history' && id ? `/${page}/${id}` : '';
};

/** Moving between the flow's own steps is the same page: it never asks about unsaved progress. */
export const isSameFlowPage = (current: Location, next: Location): boolean => {
  const prefix = flowPrefix(current.pathname);
  return prefix !== '' && prefix === flowPrefix(next.pathname);
};
