import { describe, expect, it } from 'vitest';
import { LAYOUTS, ROUTES, ROUTE_TABLE } from './table';

const SPEC_PATHS = [
  '/',
  '/callback',
  '/accept-invite',
  '/action-center',
  '/affiliations',
  '/claim-account',
  '/reset-password/:error',
  '/credentials',
  '/documents',
  '/enroll/:hash?',
  '/error/:code?',
  '/hospital-affiliations',
  '/insurance',
  '/intro',
  '/personal-information',
  '/professional-history/:appReqID/:step?',
  '/processing',
  '/redirect',
  '/verified-source-review',
  '/supplementary-tasks/:subGroup/:taskId?',
  '/saml',
  '/verify-identity',
  '/task/:taskId?',
  '/timeout',
  '/work_verification',
  '/your-data/:hash?',
  '/id-verify',
];

describe('route table', () => {
  it('holds every path of 000 §2, the three /v3 pages and our own pages, each once', () => {
    const table = ROUTE_TABLE.map((route) => route.path);
    expect(table).toEqual([
      ...SPEC_PATHS,
      '/notification-preferences',
      '/share/:subscriptionId',
      '/shares',
      '/present',
      '/wallet-offer/:credentialId',
      '/admin',
      '/admin/requirements/:reqId?',
      '/admin/clinicians/:subscriptionId',
      '/admin/monitoring',
      '/admin/saml',
      '/admin/consent-forms',
      '/v3/dashboard',
      '/v3/processing',
      '/v3/:kind-error',
    ]);
    expect(new Set(table).size).toBe(table.length);
  });

  it('has unique ids and a name for every route', () => {
    const ids = ROUTE_TABLE.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of ROUTE_TABLE) expect(route.name.trim()).not.toBe('');
  });

  it('opens exactly the public routes of 000 §2 plus the account-link error page and /claim-account', () => {
    const open = ROUTE_TABLE.filter((route) => route.public).map((route) => route.path);
    expect(open).toEqual([
      '/',
      '/callback',
      // Decision 011: the people claiming an account cannot sign in yet.
      '/claim-account',
      '/reset-password/:error',
      '/error/:code?',
      '/redirect',
      '/saml',
      '/timeout',
      '/work_verification',
      '/v3/:kind-error',
    ]);
  });

  it('uses every layout of 001 §2', () => {
    expect(new Set(ROUTE_TABLE.map((route) => route.layout))).toEqual(new Set(LAYOUTS));
  });

  it.each([
    ['enroll', 'steps'],
    ['professionalHistory', 'steps'],
    ['login', 'auth'],
    ['callback', 'blank'],
    ['credentials', 'dashboard'],
    ['workVerification', 'default'],
    ['v3Dashboard', 'v3'],
  ] as const)('%s uses the %s layout', (id, layout) => {
    expect(ROUTES[id].layout).toBe(layout);
  });
});
