import { describe, expect, it } from 'vitest';
import { walletLinks } from './wallet-links';
import type { WalletLinkFacts } from './wallet-links';

const REQ_A = 'a3c5e7f9-1b2d-4f6a-8c0e-2d4f6a8c0e1b';
const REQ_B = '0f1e2d3c-4b5a-4968-8776-655443322110';

const facts = (overrides: Partial<WalletLinkFacts> = {}): WalletLinkFacts => ({
  idVerification: 'not_started',
  enrollmentStatus: 'finished',
  forceEnroll: false,
  enrollKnown: true,
  requirements: [],
  ...overrides,
});

const targets = (input: WalletLinkFacts) => walletLinks(input).map((link) => link.to);

describe('the header’s wallet links', () => {
  it('offers every wallet section (documents included) and only pages that work today: no placeholder is advertised', () => {
    const all = targets(facts({ requirements: [{ appReqId: REQ_A, organization: 'Riverside Health' }] }));
    expect(all).toEqual([
      '/v3/dashboard',
      '/credentials',
      '/verified-source-review',
      '/personal-information',
      '/enroll',
      `/professional-history/${REQ_A}`,
      '/affiliations',
      '/hospital-affiliations',
      '/documents',
      '/your-data',
      '/notification-preferences',
    ]);
    expect(all).not.toContain('/insurance');
  });

  it('offers enrolment only while the /enroll guard would let the clinician in', () => {
    expect(targets(facts())).toContain('/enroll');
    // Identity verification begun and enrolment finished: /enroll would send them back to the dashboard.
    expect(targets(facts({ idVerification: 'pending' }))).not.toContain('/enroll');
    expect(targets(facts({ idVerification: 'pending', enrollmentStatus: 'in_progress' }))).toContain(
      '/enroll',
    );
    expect(targets(facts({ idVerification: 'pending', forceEnroll: true }))).toContain('/enroll');
    // Not known yet: left out rather than guessed.
    expect(targets(facts({ enrollKnown: false }))).not.toContain('/enroll');
  });

  it('links work history once per organization that asks for it, named by the organization when several do', () => {
    expect(walletLinks(facts()).some((link) => link.to.startsWith('/professional-history'))).toBe(false);
    const one = walletLinks(facts({ requirements: [{ appReqId: REQ_A, organization: 'Riverside Health' }] }));
    expect(one.find((link) => link.to === `/professional-history/${REQ_A}`)?.label).toEqual({
      key: 'navbar.work-history',
    });
    const two = walletLinks(
      facts({
        requirements: [
          { appReqId: REQ_A, organization: 'Riverside Health' },
          { appReqId: REQ_B, organization: 'Lakeside Clinic' },
        ],
      }),
    );
    expect(
      two.filter((link) => link.to.startsWith('/professional-history')).map((link) => link.label),
    ).toEqual([
      { key: 'navbar.work-history-for', values: { organization: 'Riverside Health' } },
      { key: 'navbar.work-history-for', values: { organization: 'Lakeside Clinic' } },
    ]);
  });
});
