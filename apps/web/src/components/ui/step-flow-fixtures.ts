import type { StepDefinition } from './step-flow-model';

/** A flow with one step holding two substeps in the middle: name, training (position, dates), review. */
export const flowSteps: StepDefinition[] = [
  { name: 'name', title: 'Name', slug: 'name' },
  {
    name: 'training',
    title: 'Training',
    slug: 'training',
    substeps: [
      { name: 'position', title: 'Training position', slug: 'training-position', parentTitle: 'Training' },
      { name: 'dates', title: 'Training dates', slug: 'training-dates', isComplete: true },
    ],
  },
  { name: 'review', title: 'Review', slug: 'review' },
];
