import { describe, expect, it } from 'vitest';
import { affiliationConfigOf } from '../api/affiliations';
import { malpracticeRequiredFieldsOf } from '../api/malpractice';
import { referencesConfigOf } from '../api/references';
import { workHistoryConfigOf } from '../work-history/config';
import { applicationConfigSchema, configSetting, stepAskedFor } from './application-config';

// One application_config schema (decision 055): the console writes only what passes it; each bound is
// checked on both sides, and what it accepts the modules' readers read as written.

const ok = (config: unknown) => applicationConfigSchema.safeParse(config).success;

describe('application_config schema', () => {
  it('accepts the empty config and the demo hospitalist set', () => {
    expect(ok({})).toBe(true);
    expect(
      ok({
        look_back_years: 5,
        malpractice: { required: ['name', 'policy_number', 'effective_date', 'expiration_date'] },
        verification: { work_history: { required: true }, hospital_affiliations: { required: true } },
        wallet_complete_instructions: 'Complete your wallet.',
      }),
    ).toBe(true);
  });

  it.each([
    ['look_back_years', 1, 0],
    ['look_back_years', 85, 86],
    ['affiliation_look_back_years', 1, 0],
    ['affiliation_look_back_years', 85, 86],
    ['allowed_gap_days', 0, -1],
    ['allowed_gap_days', 3650, 3651],
    ['verification_window_days', 1, 0],
    ['verification_window_days', 365, 366],
  ])('%s: %d passes, %d does not', (key, inside, outside) => {
    expect(ok({ [key]: inside })).toBe(true);
    expect(ok({ [key]: outside })).toBe(false);
    expect(ok({ [key]: inside + 0.5 })).toBe(false);
  });

  it('references: 0..5 references, look-back 1..85; share retention 1..3650, purpose up to 200', () => {
    expect(ok({ references: { required_count: 0, locum_tenens: true } })).toBe(true);
    expect(ok({ references: { required_count: 5 } })).toBe(true);
    expect(ok({ references: { required_count: 6 } })).toBe(false);
    expect(ok({ references: { required_count: -1 } })).toBe(false);
    expect(ok({ share: { retention_days: 1 } })).toBe(true);
    expect(ok({ share: { retention_days: 0 } })).toBe(false);
    expect(ok({ share: { retention_days: 3650 } })).toBe(true);
    expect(ok({ share: { retention_days: 3651 } })).toBe(false);
    expect(ok({ share: { purpose: 'x'.repeat(200) } })).toBe(true);
    expect(ok({ share: { purpose: 'x'.repeat(201) } })).toBe(false);
  });

  it('malpractice fields, provider types and identity steps come from their lists; unknown keys are refused', () => {
    expect(ok({ malpractice: { required: ['retro_date'] } })).toBe(true);
    expect(ok({ malpractice: { required: ['shoe_size'] } })).toBe(false);
    expect(ok({ provider_types: ['MD', 'RN'] })).toBe(true);
    expect(ok({ provider_types: ['Wizard'] })).toBe(false);
    expect(ok({ identity_check: true, identity_verification: { required: false } })).toBe(true);
    expect(ok({ identity_check: 'yes' })).toBe(false);
    expect(ok({ verification: { work_history: { required: 'yes' } } })).toBe(false);
    expect(ok({ look_back: 5 })).toBe(false);
  });

  it('what the schema accepts, the readers read as written', () => {
    const config = {
      look_back_years: 7,
      affiliation_look_back_years: 3,
      allowed_gap_days: 0,
      verification: { work_history: { required: true }, hospital_affiliations: { required: true } },
      malpractice: { required: ['name', 'retro_date'] },
      references: { required_count: 2, locum_tenens: true },
    };
    expect(ok(config)).toBe(true);
    expect(workHistoryConfigOf(config)).toMatchObject({
      required: true,
      lookBackYears: 7,
      allowedGapDays: 0,
    });
    expect(affiliationConfigOf(config)).toEqual({ reference_required: true, look_back_years: 3 });
    expect(malpracticeRequiredFieldsOf(config)).toEqual(['name', 'retro_date']);
    expect(referencesConfigOf(config)).toEqual({ required_count: 2, locum_tenens: true, look_back_years: 7 });
  });

  it('configSetting reads one setting through its bounds, else undefined; stepAskedFor reads both forms', () => {
    expect(configSetting({ verification_window_days: 365 }, 'verification_window_days')).toBe(365);
    expect(configSetting({ verification_window_days: 366 }, 'verification_window_days')).toBeUndefined();
    expect(configSetting({ verification_window_days: 0 }, 'verification_window_days')).toBeUndefined();
    expect(configSetting(null, 'verification_window_days')).toBeUndefined();
    expect(configSetting([], 'look_back_years')).toBeUndefined();
    expect(stepAskedFor(true)).toBe(true);
    expect(stepAskedFor({ required: true })).toBe(true);
    expect(stepAskedFor({ required: false })).toBe(false);
    expect(stepAskedFor('true')).toBe(false);
  });
});
