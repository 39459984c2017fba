import { STEP_TRACKER_HIGHLIGHT_MS } from '@credence/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import type { StepDefinition, StepPosition } from './step-flow-model';
import { trackerItems } from './step-tracker-model';
import type { TrackerItem } from './step-tracker-model';
import { VisuallyHidden } from './visually-hidden';

interface StepTrackerProps {
  steps: readonly StepDefinition[];
  position: StepPosition;
  skippable: boolean;
  onChoose: (position: StepPosition) => void;
  label?: string;
}

/**
 * The list of steps as a navigation landmark. aria-current marks the current screen at once; the visual
 * highlight follows 300 ms later, once the page has scrolled back to the top.
 */
export function StepTracker({ steps, position, skippable, onChoose, label }: StepTrackerProps) {
  const { t } = useTranslation();
  const key = `${position.step}.${position.substep}`;
  const [highlighted, setHighlighted] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setHighlighted(key), STEP_TRACKER_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [key]);

  const renderItem = (item: TrackerItem, isSubstep: boolean) => {
    const here = item.current && (isSubstep || item.substeps.length === 0);
    const classes = [
      'step-tracker__item',
      item.current && 'step-tracker__item--current',
      item.current && highlighted === key && 'step-tracker__item--highlighted',
      item.complete && 'step-tracker__item--complete',
    ];
    const text = (
      <>
        {item.complete && <Icon name="check" className="step-tracker__mark" />}
        <span>{item.title}</span>
        {item.complete && (
          <>
            {' '}
            <VisuallyHidden>({t('step-flow.complete')})</VisuallyHidden>
          </>
        )}
      </>
    );
    return (
      <li key={item.slug} className={classes.filter(Boolean).join(' ')}>
        {item.clickable ? (
          <button
            type="button"
            className="step-tracker__link"
            aria-current={here ? 'step' : undefined}
            onClick={() => onChoose(item.position)}
          >
            {text}
          </button>
        ) : (
          <span className="step-tracker__label" aria-current={here ? 'step' : undefined}>
            {text}
          </span>
        )}
        {item.substeps.length > 0 && (
          <ol className="step-tracker__substeps">{item.substeps.map((sub) => renderItem(sub, true))}</ol>
        )}
      </li>
    );
  };

  return (
    <nav className="step-tracker" aria-label={label ?? t('step-flow.steps')}>
      <ol className="step-tracker__steps">
        {trackerItems(steps, position, skippable).map((item) => renderItem(item, false))}
      </ol>
    </nav>
  );
}
