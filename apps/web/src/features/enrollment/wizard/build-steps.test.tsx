import { NP_ANSWERS } from '../test/fake-server';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildStepDefinitions, hashOf, missingScreens, startStep } from './build-steps';
import { RegistryContext } from './registry-context';
import { screenHost } from './screen-host';
import { WizardContext } from './wizard-context';
import type { WizardValue } from './wizard-context';

const RN_STEPS = [
  'provider-type',
  'name',
  'dob',
  'pob',
  'citizenship',
  'ssn',
  'address',
  'mobile-number',
  'ncsbn-id',
  'alias',
  'review',
] as const;

describe('the wizard frame’s rules', () => {
  it('names the personal steps and review in the URL, the others not', () => {
    expect(hashOf('mobile-number')).toBe('mobile-number');
    expect(hashOf('review')).toBe('review');
    expect(hashOf('provider-type')).toBeUndefined();
    expect(hashOf('ncsbn-id')).toBeUndefined();
  });

  it('opens at the first unfinished step, or at a step the URL names that nothing unfinished precedes', () => {
    const values: Record<string, unknown> = { ...NP_ANSWERS, 'basic_info|occupation_code': 'RN' };
    delete values['address|line_1'];
    expect(startStep(RN_STEPS, values, {}, undefined)).toBe('address');
    expect(startStep(RN_STEPS, values, {}, 'dob')).toBe('dob');
    expect(startStep(RN_STEPS, values, {}, 'review')).toBe('address');
    expect(startStep(RN_STEPS, {}, {}, 'name')).toBe('provider-type');
  });

  it('gives a step with sub-steps its own screen first, then each sub-step', () => {
    const [training] = buildStepDefinitions(
      ['training'],
      (screen) => screen.toUpperCase(),
      () => undefined,
    );
    expect(training!.substeps!.map((sub) => [sub.slug, sub.title, sub.parentTitle])).toEqual([
      ['training', 'TRAINING', ''],
      ['training-position', 'TRAINING-POSITION', undefined],
    ]);
    expect(training!.useSubStepName).toBe(true);
  });

  it('knows which screens have no component, and a missing one throws when reached', () => {
    expect(missingScreens(['name', 'training'], { name: { component: () => null } })).toEqual([
      'training',
      'training-position',
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Host = screenHost('npi');
    const wizard = { steps: ['npi'] } as unknown as WizardValue;
    expect(() =>
      render(
        <RegistryContext value={{}}>
          <WizardContext value={wizard}>
            <Host next={() => undefined} previous={() => undefined} goTo={() => undefined} />
          </WizardContext>
        </RegistryContext>,
      ),
    ).toThrow('No component is registered for the enrolment step "npi"');
  });
});
