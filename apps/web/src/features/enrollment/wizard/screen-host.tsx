import type { ComponentType } from 'react';
import type { StepComponentProps } from '#web/components/ui';
import type { EnrollmentScreenId } from '../steps/types';
import { useEnrollmentRegistry } from './registry-context';
import { useWizard } from './wizard-context';

// One component type per screen, made once: the flow renders the current screen's component, and a new
// type per screen is what makes React start each screen afresh (its draft comes back from useStepDraft).
const hosts = new Map<EnrollmentScreenId, ComponentType<StepComponentProps>>();

/** The flow's component for `screen`: the registered step with the wizard's props. */
export function screenHost(screen: EnrollmentScreenId): ComponentType<StepComponentProps> {
  let host = hosts.get(screen);
  if (!host) {
    host = function ScreenHost({ next, previous, goTo }: StepComponentProps) {
      const wizard = useWizard();
      const registry = useEnrollmentRegistry();
      const entry = registry[screen];
      if (!entry)
        throw new Error(`No component is registered for the enrolment step "${screen}" (steps/index.ts)`);
      const Step = entry.component;
      const first = wizard.steps[0] === screen;
      return (
        <Step
          {...wizard}
          stepId={screen}
          onSaved={next}
          onBack={first ? undefined : previous}
          goTo={(target) => goTo(target)}
        />
      );
    };
    hosts.set(screen, host);
  }
  return host;
}
