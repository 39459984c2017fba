import { isExcluded } from '@credence/shared';
import { describe, expect, it } from 'vitest';
import { draftsOf } from './offer-drafts';

const context = { today: '2026-11-25', attested: { cds: [] } };
const list = (source: string, status: string, matches: { status: string; row_key: string }[] = []) => ({
  source,
  status,
  snapshot: { sha256: 'a'.repeat(64) },
  matches,
});

describe('offer drafts from stored evidence', () => {
  it('an exclusion list with no confirmed row is not excluded; one confirmed row is excluded and needs review', () => {
    const drafts = draftsOf(
      'exclusions',
      {
        lists: [
          list('oig_leie', 'clear'),
          list('sam', 'excluded', [{ status: 'excluded', row_key: 'SAM-1' }]),
          list('odm_ny', 'auto_cleared', [{ status: 'auto_cleared', row_key: 'NY-9' }]),
        ],
      },
      context,
    );
    const byType = Object.fromEntries(drafts.map((d) => [d.schema_name, d]));
    expect(isExcluded(byType.oig_hhs!.fields.exclusions as string[])).toBe(false);
    expect(byType.oig_hhs!.needs_review).toBe(false);
    expect(byType.sam!.fields.exclusions).toEqual(['sam:SAM-1']);
    expect(isExcluded(byType.sam!.fields.exclusions as string[])).toBe(true);
    expect(byType.sam!.needs_review).toBe(true);
    // An automatically cleared name hit (dates of birth differ) is not an exclusion.
    expect(byType.odm).toMatchObject({ name: 'New York Medicaid exclusion', fields: { exclusions: [] } });
  });

  it('a list with an open candidate offers nothing until a person decides it', () => {
    const drafts = draftsOf(
      'exclusions',
      { lists: [list('ofac', 'candidate', [{ status: 'candidate', row_key: 'SDN-7' }])] },
      context,
    );
    expect(drafts).toEqual([]);
  });

  it('Nursys licenses: active ones are offered in force, an inactive one is a finding, not an offer', () => {
    const nurse = {
      licenses: [
        { jurisdiction: 'CA', licenseNumber: '95012', licenseType: 'RN', active: true, status: 'Active' },
        { jurisdiction: 'AZ', licenseNumber: 'RN1', licenseType: 'RN', active: false, status: 'Expired' },
        { jurisdiction: 'NV', licenseNumber: 'RN2', licenseType: 'RN', active: false, status: 'Suspended' },
      ],
    };
    const drafts = draftsOf('rn_license', { nurse }, context);
    expect(drafts.map((d) => [d.item_key, d.standing])).toEqual([
      ['CA|95012', 'active'],
      ['AZ|RN1', 'inactive'],
      ['NV|RN2', 'suspended'],
    ]);
  });

  it('the Medicare opt-out row counts while it runs: the day it ends still excluded, the day after not', () => {
    const row = (end: string) => ({ snapshot: { sha256: 'b'.repeat(64) }, row: { 'Optout End Date': end } });
    const onTheDay = draftsOf('medicare_optout', row('11/25/2026'), context)[0]!;
    const dayBefore = draftsOf('medicare_optout', row('11/24/2026'), context)[0]!;
    expect(isExcluded(onTheDay.fields.exclusions as string[])).toBe(true);
    expect(isExcluded(dayBefore.fields.exclusions as string[])).toBe(false);
  });

  it('a DEA registration brings the attested CDS registration of its state, marked attested', () => {
    const drafts = draftsOf(
      'dea',
      {
        registrations: [
          {
            number: 'MD7305180',
            record: {
              deaNumber: 'MD7305180',
              stateCode: 'CA',
              expirationDate: '2027-09-30',
              schedules: ['2'],
              businessActivity: 'Practitioner',
            },
          },
        ],
      },
      {
        today: '2026-11-25',
        attested: {
          cds: [
            { state: 'CA', license_number: 'C-1' },
            { state: 'NY', license_number: 'N-2' },
          ],
        },
      },
    );
    expect(drafts.map((d) => [d.schema_name, d.method, d.item_key])).toEqual([
      ['dea', 'primary_source', 'MD7305180'],
      ['cds', 'attested', 'CA|C-1'],
    ]);
  });
});
