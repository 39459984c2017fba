import type { ProgressStepsData } from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';
import { StepFlow, defineStep } from '#web/components/ui';
import { useUnsavedChangesPrompt } from '#web/lib/navigation/use-unsaved-changes-prompt';
import { AffiliationsStep } from '../affiliations/affiliations-step';
import { affiliationsQueryOptions } from '../api/affiliations';
import { progressStepsQueryOptions } from '../api/progress-steps';
import { referencesQueryOptions } from '../api/references';
import { workVerificationsQueryOptions } from '../api/work-verifications';
import { workHistoryQueryOptions } from '../api/work-history';
import { HistoryStep } from '../history/history-step';
import { ReferencesStep } from '../references/references-step';
import { ResumeStep } from '../resume/resume-step';
import { VerificationsStep } from '../verifications/verifications-step';
import { CompletionScreen } from './completion-screen';
import { isSameFlowPage, isStepComplete, shownStepOf, startView, urlOf } from './start-view';
import type { FlowView } from './start-view';

interface HistoryFlowProps {
  appReqId: string;
  /** The step the URL names, if any. */
  urlStep: string | undefined;
  /** The progress when the page loaded: where the flow opens. */
  progress: ProgressStepsData;
}

/**
 * The step flow over resume, history, affiliations, references and verifications, then the completion screen. It opens at the URL's step or the
 * first unfinished one; the URL follows the screen, and the browser's Back and Forward move the flow. While
 * an editor holds unsaved changes, or the requirement asks for verified work history that is not complete
 * yet, leaving the page asks first (000 §2, decision 019).
 */
export function HistoryFlow({ appReqId, urlStep, progress: initialProgress }: HistoryFlowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const history = useQuery(workHistoryQueryOptions(appReqId)).data;
  const affiliations = useQuery(affiliationsQueryOptions(appReqId)).data;
  const references = useQuery(referencesQueryOptions(appReqId)).data;
  const verifications = useQuery(workVerificationsQueryOptions(appReqId)).data;
  const progress = useQuery(progressStepsQueryOptions(appReqId)).data ?? initialProgress;
  const [editorDirty, setEditorDirty] = useState(false);

  // `key` restarts the flow when the URL changes from outside (the browser's Back and Forward).
  const [flow, setFlow] = useState(() => ({ key: 0, view: startView(urlStep, initialProgress) }));
  const [seenPath, setSeenPath] = useState(pathname);
  if (pathname !== seenPath) {
    setSeenPath(pathname);
    if (navigationType === NavigationType.Pop && pathname !== urlOf(appReqId, flow.view))
      setFlow({ key: flow.key + 1, view: startView(urlStep, progress) });
  }

  // The URL names the screen shown; when the flow (re)starts it replaces the one that was asked for.
  const requested = useRef(pathname);
  const urlSetFor = useRef(-1);
  const wanted = urlOf(appReqId, flow.view);
  useEffect(() => {
    if (urlSetFor.current === flow.key) return;
    urlSetFor.current = flow.key;
    if (pathname !== wanted) void navigate(wanted, { replace: true });
    requested.current = wanted;
  }, [flow.key, pathname, wanted, navigate]);

  const show = (view: FlowView, restart: boolean) => {
    setFlow((current) => ({ key: restart ? current.key + 1 : current.key, view }));
    const url = urlOf(appReqId, view);
    // The last URL asked for, not the one shown: a navigation may still be under way.
    if (url !== requested.current) void navigate(url);
    requested.current = url;
  };

  const historyComplete = history?.complete ?? isStepComplete(progress, 'history');
  const active = editorDirty || (Boolean(history?.config.required) && !historyComplete);
  const prompt = useUnsavedChangesPrompt(active, { isSamePage: isSameFlowPage });

  const steps = [
    defineStep({
      name: 'resume',
      title: t('professional-history.step.resume'),
      slug: 'resume',
      isComplete: isStepComplete(progress, 'resume'),
      component: ResumeStep,
      stepProps: { appReqId },
    }),
    defineStep({
      name: 'history',
      title: t('professional-history.step.history'),
      slug: 'history',
      isComplete: historyComplete,
      component: HistoryStep,
      stepProps: { appReqId, onDirtyChange: setEditorDirty },
    }),
    defineStep({
      name: 'affiliations',
      title: t('professional-history.step.affiliations'),
      slug: 'affiliations',
      isComplete: affiliations?.complete ?? isStepComplete(progress, 'affiliations'),
      component: AffiliationsStep,
      stepProps: { appReqId, onDirtyChange: setEditorDirty },
    }),
    defineStep({
      name: 'references',
      title: t('professional-history.step.references'),
      slug: 'references',
      isComplete: references?.complete ?? isStepComplete(progress, 'references'),
      component: ReferencesStep,
      stepProps: { appReqId, onDirtyChange: setEditorDirty },
    }),
    defineStep({
      name: 'verifications',
      title: t('professional-history.step.verifications'),
      slug: 'verifications',
      isComplete: verifications?.complete ?? isStepComplete(progress, 'verifications'),
      component: VerificationsStep,
      stepProps: { appReqId },
    }),
  ];

  return (
    <>
      {flow.view === 'done' ? (
        <CompletionScreen onReview={() => show('history', true)} />
      ) : (
        <StepFlow
          key={flow.key}
          steps={steps}
          initialSlug={flow.view}
          skippable
          progressBy="completion"
          showNavigation={false}
          headingLevel={2}
          trackerLabel={t('professional-history.steps')}
          onSlugChange={(slug) => show(shownStepOf(slug) ?? 'history', false)}
          onFinish={() => show('done', true)}
        />
      )}
      {prompt}
    </>
  );
}
